/**
 * The command-line audit on many sites at once: 20 sites × 1,000 pages × 3 locales against one
 * emulator, each site with its own API key on a 60-requests-per-minute plan, from fresh rate-limit
 * windows. The CLI runs as `npm run audit` does, in a Node process of its own (`scripts/audit.ts`,
 * JSON report to a file), so it does not share a thread with the emulator it talks to.
 *
 * Sites: the demo seed's two plus 18 copies of its first site's record (new ids, locales and
 * domains) put into the emulator's world, since the control API has no route that creates a site;
 * keys, plans and the pages come through the control API. Each page gets markup as in
 * `site-audit.bench.ts` (every page in the primary, a third in a second locale) and, written into
 * the world, a title and description of ordinary length, so the report is about the markup.
 *
 * Figures: 429s (goal 0); every site's wall time against its own floor (its requests ÷ its limit
 * × 60 s, as `site-audit.bench.ts` defines it; goal ≤ 1.1 ×); the whole run, from starting the
 * process to its exit with the report written, against the slowest site's floor (goal ≤ 1.1 ×);
 * the CLI process's peak resident memory (its resident set size read every 100 ms from
 * `/proc/<pid>/status`, with the kernel's own peak, VmHWM, since the process is not this one).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { newObjectId } from '../emulator/ids';
import { schemaKey } from '../emulator/store';
import { startEmulator, type TestEmulator } from '../emulator/testing';
import type { Site } from '../emulator/world-types';
import type { Benchmark, Figure } from './figure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITES = 20;
const PAGES = 1000;
const LIMIT = 60;

interface Logged {
  method: string;
  path: string;
  status: number;
}

/** A copy of `model` with new ids: the emulator's control API cannot create sites. */
function cloneSite(model: Site, n: number): Site {
  const locale = (l: Site['locales']['primary']) => ({
    ...l,
    id: newObjectId(),
    cmsLocaleId: newObjectId(),
  });
  return {
    ...structuredClone(model),
    id: newObjectId(),
    displayName: `Bench Site ${n}`,
    shortName: `bench-site-${n}`,
    customDomains: [{ id: newObjectId(), url: `bench-site-${n}.example`, lastPublished: null }],
    locales: {
      primary: locale(model.locales.primary),
      secondary: model.locales.secondary.map(locale),
    },
    plan: { rateLimit: LIMIT, localizedSlugs: false, enterprise: false },
    lastPublishAt: null,
  };
}

/** Pages up to 1,000 (control API), then markup and ordinary metadata in the world. */
async function fillSite(emu: TestEmulator, site: Site) {
  const world = emu.emulator.store.world;
  const existing = Object.values(world.pages).filter((p) => p.siteId === site.id).length;
  for (let i = existing; i < PAGES; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, PAGES - i) }, (_, j) =>
        emu.control(`/sites/${site.id}/pages`, {
          method: 'POST',
          body: { title: `Bench page ${i + j}`, slug: `bench-page-${i + j}` },
        }),
      ),
    );
  }
  const now = new Date().toISOString();
  const pages = Object.values(world.pages).filter((p) => p.siteId === site.id);
  const secondary = site.locales.secondary.map((l) => l.id);
  pages.forEach((page, i) => {
    const content = page.content[site.locales.primary.id]!;
    if (content.title.startsWith('Bench page')) {
      content.seo = {
        title: `${content.title}: what the bakery offers this season`,
        description: `${content.title} tells visitors what the bakery bakes, when it opens and how to order bread, pastries and cakes for pickup or delivery.`,
      };
    }
    const value = {
      '@context': 'https://schema.org',
      '@type': i % 3 === 0 ? 'Article' : i % 3 === 1 ? 'Product' : 'WebPage',
      name: `Bench page ${i}`,
      headline: `Bench page ${i}`,
      ...(i % 3 === 1 ? { offers: { '@type': 'Offer', price: `${i}.00` } } : {}),
    };
    const put = (localeId: string, v: Record<string, unknown>) =>
      (world.schemaMarkup[schemaKey(page.id, localeId)] ??= {
        raw: JSON.stringify(v),
        value: v,
        lastUpdated: now,
      });
    put(site.locales.primary.id, value);
    const other = secondary[i % (secondary.length + 1)];
    if (other && i % 3 === 0) put(other, { ...value, inLanguage: 'fr', name: `Page ${i}` });
  });
}

/** What the CLI process did: its exit status, peak resident memory and how often it was read. */
interface CliRun {
  code: number | null;
  peakRss: number;
  samples: number;
  stderr: string;
}

/** Resident set size and its peak (VmRSS, VmHWM) of a Linux process, in bytes. */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return Math.max(kb('VmRSS'), kb('VmHWM')) * 1024;
}

/** Runs the CLI as its own process, reading its memory every 100 ms until it exits. */
function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/audit.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let peakRss = 0;
    let samples = 0;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const sample = async () => {
      const bytes = await residentBytes(child.pid!);
      if (bytes > 0) samples++;
      peakRss = Math.max(peakRss, bytes);
    };
    const timer = setInterval(() => void sample(), 100);
    child.on('error', reject);
    child.on('exit', () => clearInterval(timer));
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ code, peakRss, samples, stderr });
    });
  });
}

interface ReportSite {
  siteId: string;
  outcome: string;
  durationMs: number;
  counts: { cells: number; error: number; warning: number; info: number };
}

const run: Benchmark = async () => {
  const emu = await startEmulator({ seed: 'demo' });
  try {
    const world = emu.emulator.store.world;
    world.webhooks = {};
    const model = world.sites[emu.fixtures.sites[0]!.id]!;
    for (let n = 1; Object.keys(world.sites).length < SITES; n++) {
      const site = cloneSite(model, n);
      world.sites[site.id] = site;
    }
    const sites = Object.values(world.sites);
    const env: Record<string, string> = {};
    const entries: { site: string; tokenEnv: string }[] = [];
    for (const [i, site] of sites.entries()) {
      await emu.control(`/sites/${site.id}/plan`, { method: 'POST', body: { rateLimit: LIMIT } });
      const key = await emu.control<{ apiKey: string }>('/site-keys', {
        method: 'POST',
        body: { siteId: site.id },
      });
      env[`SITE_COMPANION_TOKEN_${i}`] = key.body.apiKey;
      entries.push({ site: site.id, tokenEnv: `SITE_COMPANION_TOKEN_${i}` });
      await fillSite(emu, site);
    }

    const dir = await mkdtemp(path.join(tmpdir(), 'audit-cli-bench-'));
    const sitesFile = path.join(dir, 'sites.json');
    const out = path.join(dir, 'report.json');
    await writeFile(sitesFile, JSON.stringify(entries));
    const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
    const started = performance.now();
    const cli = await runCli(
      ['--api', emu.origin, '--sites-file', sitesFile, '--format', 'json', '--out', out],
      env,
    );
    const wallS = (performance.now() - started) / 1000;
    const report = await readFile(out, 'utf8').catch(() => {
      throw new Error(`The audit wrote no report (exit status ${cli.code}): ${cli.stderr}`);
    });
    await rm(dir, { recursive: true, force: true });
    const body = JSON.parse(report) as { sites: ReportSite[] };
    const log = (await emu.control<{ entries: Logged[] }>(`/journal?since=${nextSeq}`)).body
      .entries;
    const perSite = body.sites.map((s) => {
      const requests = log.filter((e) => e.path.includes(`/sites/${s.siteId}`)).length;
      const floorS = (requests / LIMIT) * 60;
      return { ...s, requests, floorS, wallS: s.durationMs / 1000 };
    });
    const tooMany = log.filter((e) => e.status === 429).length;
    const audited = perSite.filter((s) => s.outcome !== 'failed').length;
    const within = perSite.filter((s) => s.wallS <= 1.1 * s.floorS).length;
    const worst = perSite.reduce((a, b) => (b.wallS / b.floorS > a.wallS / a.floorS ? b : a));
    const slowestFloor = Math.max(...perSite.map((s) => s.floorS));
    const cells = perSite.reduce((n, s) => n + s.counts.cells, 0);
    const findings = perSite.reduce(
      (n, s) => n + s.counts.error + s.counts.warning + s.counts.info,
      0,
    );
    const mb = (bytes: number) => bytes / 1024 / 1024;
    const label = `${SITES} sites × ${PAGES.toLocaleString('en')} pages × 3 locales, ${LIMIT}/min each`;
    const figures: Figure[] = [
      {
        name: 'audit-cli.sites-audited',
        label: `${label}: sites audited (exit status ${cli.code}, ${cells.toLocaleString('en')} cells, ${findings.toLocaleString('en')} findings)`,
        value: audited,
        unit: 'sites',
        goal: `= ${SITES}`,
        pass: audited === SITES && cells === SITES * PAGES * 3,
      },
      {
        name: 'audit-cli.requests',
        label: `${label}: requests (per site: Get Site, List Pages per locale, ⌈3000/100⌉ bulk reads)`,
        value: log.length,
        unit: 'requests',
        goal: `= ${SITES * 61}`,
        pass: log.length === SITES * 61,
      },
      {
        name: 'audit-cli.429s',
        label: `${label}: 429 answers`,
        value: tooMany,
        unit: 'responses',
        goal: '0',
        pass: tooMany === 0,
      },
      {
        name: 'audit-cli.sites-within-floor',
        label: `${label}: sites done within 1.1 × their own floor (requests ÷ limit × 60 s)`,
        value: within,
        unit: 'sites',
        goal: `= ${SITES}`,
        pass: within === SITES,
      },
      {
        name: 'audit-cli.worst-site',
        label: `${label}: the slowest site against its floor (${worst.wallS.toFixed(1)} s, ${worst.requests} requests, floor ${worst.floorS.toFixed(1)} s)`,
        value: worst.wallS / worst.floorS,
        unit: '× floor',
        goal: '<= 1.1',
        pass: worst.wallS / worst.floorS <= 1.1,
      },
      {
        name: 'audit-cli.wall-time',
        label: `${label}: the whole run, report written (slowest site's floor ${slowestFloor.toFixed(1)} s)`,
        value: wallS,
        unit: 's',
        goal: `<= ${(1.1 * slowestFloor).toFixed(1)} s`,
        pass: wallS <= 1.1 * slowestFloor,
      },
      {
        name: 'audit-cli.peak-rss',
        label: `${label}: peak resident memory of the CLI process (${cli.samples} samples)`,
        value: mb(cli.peakRss),
        unit: 'MB',
      },
      {
        name: 'audit-cli.report-size',
        label: `${label}: the JSON report`,
        value: mb(Buffer.byteLength(report)),
        unit: 'MB',
      },
    ];
    return figures;
  } finally {
    await emu.close();
  }
};

export default run;
