import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { runCli, type CliIo } from '@/lib/cli/audit/cli';
import { elements, parseXml, sarifErrors } from './support/validate';

interface Result {
  ruleId: string;
  ruleIndex: number;
  partialFingerprints: Record<string, string>;
  [key: string]: unknown;
}
interface SarifRun {
  automationDetails?: { id: string };
  results: Result[];
  tool: { driver: { rules: { id: string }[] } };
}

/** Runs the CLI in this process with a sites file, capturing the report written to `--out`. */
async function audit(args: string[], files: Record<string, string>, env: Record<string, string>) {
  const out = { report: '', stdout: '', stderr: '' };
  const io: CliIo = {
    env,
    readFile: (path) => files[path]!,
    stdout: { write: (t: string) => (out.stdout += t) },
    stderr: { write: (t: string) => (out.stderr += t) },
    version: '9.9.9',
    openFile: async () => ({
      write: async (block) => void (out.report += block),
      close: async () => undefined,
    }),
  };
  const code = await runCli([...args, '--out', 'report'], io);
  return { code, ...out };
}

/**
 * The results by fingerprint, each without its `ruleIndex`: that is the rule's place in its own
 * run's list of rules, which differs from run to run as the rules are met in another order.
 */
function byFingerprint(results: readonly Result[]): Map<string, Omit<Result, 'ruleIndex'>[]> {
  const map = new Map<string, Omit<Result, 'ruleIndex'>[]>();
  for (const { ruleIndex: _, ...r } of results) {
    const key = r.partialFingerprints['siteAuditFinding/v1']!;
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return map;
}

describe('a sharded audit of the demo sites', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  let run: (extra: string[]) => ReturnType<typeof audit>;

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    const sites = emu.fixtures.sites;
    expect(sites.length).toBeGreaterThanOrEqual(2);
    const env: Record<string, string> = {};
    const entries = sites.map((s, i) => {
      env[`SITE_COMPANION_TOKEN_${i}`] = s.apiKey!;
      return { site: s.id, tokenEnv: `SITE_COMPANION_TOKEN_${i}` };
    });
    const files = { 'sites.json': JSON.stringify(entries) };
    run = (extra) =>
      audit(['--api', emu.origin, '--sites-file', 'sites.json', ...extra], files, env);
  });
  afterAll(() => emu?.close());

  let whole: SarifRun;
  beforeAll(async () => {
    const unsharded = await run(['--format', 'sarif']);
    expect(unsharded.code).toBe(1);
    whole = (JSON.parse(unsharded.report) as { runs: SarifRun[] }).runs[0]!;
  });

  it('gives every result of the unsharded run a fingerprint of its own', () => {
    const fingerprints = whole.results.map((r) => r.partialFingerprints['siteAuditFinding/v1']);
    expect(fingerprints.every(Boolean)).toBe(true);
    expect(new Set(fingerprints).size).toBe(whole.results.length);
  });

  it.each([2, 4])(
    "splits %i ways, joining by fingerprint to the unsharded run's results, a category each",
    async (count) => {
      expect(whole).not.toHaveProperty('automationDetails');
      const shards = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          run(['--format', 'sarif', '--shard', `${i + 1}/${count}`]),
        ),
      );
      const runs = shards.map((s) => {
        const log = JSON.parse(s.report);
        expect(sarifErrors(log)).toEqual([]);
        return log.runs[0] as SarifRun;
      });
      expect(runs.map((r) => r.automationDetails?.id)).toEqual(
        runs.map((_, i) => `site-audit/shard-${i + 1}-of-${count}/`),
      );
      for (const r of runs) {
        for (const result of r.results) {
          expect(r.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
        }
      }
      const joined = runs.flatMap((r) => r.results);
      expect(joined.length).toBeGreaterThan(0);
      expect(joined).toHaveLength(whole.results.length);
      expect(byFingerprint(joined)).toEqual(byFingerprint(whole.results));

      // The demo's sites (each with errors) fill the first shards; the others pass, saying why.
      const sites = emu.fixtures.sites.length;
      shards.forEach((s, i) => {
        if (i < sites) return expect(s.code).toBe(1);
        expect(s.code).toBe(0);
        expect(runs[i]!.results).toEqual([]);
        expect(s.stderr).toContain(
          `audit: shard ${i + 1} of ${count} has no sites: the sites file lists ${sites}\n`,
        );
      });
    },
  );

  it('writes a valid empty report in every format for a shard with no sites', async () => {
    const shard = ['--shard', '4/4'];
    const json = await run([...shard, '--format', 'json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.report)).toMatchObject({
      shard: { index: 4, count: 4 },
      sites: [],
      exitCode: 0,
      summary: { sites: 0, failedSites: 0, cells: 0 },
    });
    const junit = await run([...shard, '--format', 'junit']);
    expect(junit.code).toBe(0);
    const root = parseXml(junit.report);
    expect(root.attributes).toMatchObject({ name: 'Site audit, shard 4 of 4', tests: '0' });
    expect(elements(root, 'testsuite')).toEqual([]);
    const text = await run([...shard]);
    expect(text.code).toBe(0);
    expect(text.report.split('\n')[0]).toMatch(/^Site audit, shard 4 of 4 \(/);
    expect(text.report).toMatch(/0 sites in [\d.]+ s, 0 not audited; exit status 0\n$/);
    expect(text.stderr).toContain('audit: shard 4 of 4 has no sites: the sites file lists');
  });

  it('names the shard in every format of a shard with sites', async () => {
    const json = JSON.parse((await run(['--shard', '1/2', '--format', 'json'])).report);
    expect(json.shard).toEqual({ index: 1, count: 2 });
    expect(json.sites).toHaveLength(1);
    const junit = parseXml((await run(['--shard', '1/2', '--format', 'junit'])).report);
    const suites = elements(junit, 'testsuite');
    expect(suites).toHaveLength(1);
    expect(suites[0]!.attributes.name).toMatch(/, shard 1 of 2$/);
  });
});
