/**
 * `npm run verify:sources`: what the add-on store's reviewers do with the sources zip, done here
 * after `npm run zip`. Unpacks `.output/site-companion-<version>-sources.zip` into a temporary
 * folder, installs from its lockfile with npm's cache only (`npm ci --offline`: no network), runs
 * the documented Firefox build, and compares every rebuilt file with the shipped Firefox zip byte
 * for byte. The build sees the same variables as `npm run zip` did here (the process environment
 * and this checkout's `.env` files, which the sources zip leaves out). Exit status 0 when they are
 * the same, 1 when not (each differing file named), 2 when a step fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { buildEnv } from '../lib/core/manifest/build-env';

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const SOURCES = path.resolve(`.output/site-companion-${version}-sources.zip`);
const SHIPPED = path.resolve(`.output/site-companion-${version}-firefox.zip`);
/** The reviewers' commands, as README's "Rebuilding the Firefox add-on" gives them. */
const STEPS: string[][] = [
  ['npm', 'ci', '--offline', '--no-audit', '--no-fund'],
  ['npx', 'wxt', 'build', '-b', 'firefox', '--mv3'],
];

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`verify:sources: ${line}\n`);

/** Every file under `dir`, by its path relative to `dir` with `/` separators. */
function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(dir, full).split(path.sep).join('/'), readFileSync(full));
    }
  };
  walk(dir);
  return files;
}

/** The differences between the shipped and the rebuilt files, in words. */
function differences(shipped: Map<string, Buffer>, rebuilt: Map<string, Buffer>): string[] {
  const out: string[] = [];
  for (const [name, bytes] of shipped) {
    const again = rebuilt.get(name);
    if (!again) out.push(`${name}: shipped, not rebuilt`);
    else if (!again.equals(bytes))
      out.push(`${name}: differs (${bytes.length} → ${again.length} bytes)`);
  }
  for (const name of rebuilt.keys())
    if (!shipped.has(name)) out.push(`${name}: rebuilt, not shipped`);
  return out;
}

const work = mkdtempSync(path.join(os.tmpdir(), 'site-companion-sources-'));
let status = 0;
try {
  new AdmZip(SOURCES).extractAllTo(work, true);
  const env = {
    ...process.env,
    ...buildEnv({
      mode: 'production',
      browser: 'firefox',
      root: process.cwd(),
      processEnv: process.env,
    }),
  };
  for (const step of STEPS) {
    say(`${step.join(' ')} (in ${work})`);
    const run = spawnSync(step[0]!, step.slice(1), {
      cwd: work,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) {
      say(`"${step.join(' ')}" failed (exit ${run.status}) after ${seconds()}`);
      status = 2;
      break;
    }
  }
  if (status === 0) {
    const shipped = new Map(
      new AdmZip(SHIPPED)
        .getEntries()
        .filter((entry) => !entry.isDirectory)
        .map((entry) => [entry.entryName, entry.getData()] as const),
    );
    const found = differences(shipped, filesUnder(path.join(work, '.output/firefox-mv3')));
    if (found.length > 0) {
      say(`the rebuilt Firefox add-on differs from ${path.basename(SHIPPED)}:`);
      for (const line of found) say(`  ${line}`);
      status = 1;
    } else {
      say(
        `${shipped.size} files rebuilt from the sources zip, byte for byte as shipped (${seconds()})`,
      );
    }
  }
} catch (e) {
  say(e instanceof Error ? e.message : String(e));
  status = 2;
} finally {
  // A fresh install is thousands of files: the system's rm takes a fraction of Node's time.
  const removed = spawnSync('rm', ['-rf', work]);
  if (removed.status !== 0) rmSync(work, { recursive: true, force: true });
}
process.exit(status);
