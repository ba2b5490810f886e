/**
 * The command-line audit on many sites at once, CMS items included: 20 sites × 1,000 pages × 3
 * locales, each with a collection of 300 items published in its 3 locales (900 item page versions,
 * a size that weighs in memory and time without making the run last long), against one emulator,
 * each site with its own API key on a 60-requests-per-minute plan, from fresh rate-limit windows
 * (each run has keys of its own). The CLI runs as `npm run audit` does, in a Node process of its
 * own started with the `audit` script's Node arguments (`scripts/audit.ts`, JSON report to a
 * file), so it does not share a thread with the emulator. It runs twice: without `--live`, the API
 * audit a pipeline runs on every change, and with it, which lists the items and reads every
 * site's published pages and item pages too.
 *
 * Sites: the demo seed's two plus 18 copies of its first site's record (`audit-cli-world.ts`),
 * each filled to 1,000 pages with markup and ordinary metadata, given its collection (a template
 * page whose markup has a fixed headline, the demo's kind of template fault) and published.
 *
 * Figures without `--live` (`audit-cli.api.*`): the service's requests against what the audit
 * should send (per site: Get Site, List Pages per locale, ⌈cells/100⌉ bulk reads), every site
 * within 1.1 × its floor and no 429; the whole run, from starting the process to its exit with the
 * report written, against the slowest site's floor (its service requests ÷ its limit × 60 s; goal
 * ≤ 1.1 ×); the peak resident memory (goal ≤ 300 MB). With `--live`: the requests (List
 * Collections and ⌈rows/100⌉ `items/live` per collection more); 429s (goal 0); every site's API
 * audit (the report's `auditMs`: until its schema reads and item listing ended, before its live
 * turn) against its own floor (goal ≤ 1.1 ×); the live phase (from a site's API audit to its end,
 * waiting for its turn included) and the whole run (no goal: the published pages read are not the
 * service's requests and count in no floor); the peak resident memory (goal ≤ 300 MB). Memory is
 * the CLI process's resident set size read every 100 ms from `/proc/<pid>/status`, with the
 * kernel's own peak, VmHWM, since the process is not this one.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmulator, type TestEmulator } from '../emulator/testing';
import {
  cloneSite,
  collectionIdsOf,
  expectedRequests,
  fillSite,
  ITEMS,
  LIMIT,
  PAGES,
} from './audit-cli-world';
import { runCli } from './audit-cli-process';
import type { Benchmark, Figure } from './figure';

const SITES = 20;

interface Logged {
  seq: number;
  host: string | null;
  path: string;
  status: number;
}

/**
 * Gathers the service's requests (not the published hosts') while the CLI runs: the journal keeps
 * only its last 20,000 entries, fewer than the live check's page reads. An entry is written when
 * its answer is, so a slow one can land behind later numbers: each look goes back a margin.
 */
function watchJournal(emu: TestEmulator) {
  const journal = emu.emulator.ctx.journal;
  const start = journal.nextSeq();
  const seen = new Set<number>();
  const api: Logged[] = [];
  let pages = 0;
  const take = () => {
    const since = Math.max(start, journal.nextSeq() - 5000);
    for (const e of journal.entries({ since })) {
      if (seen.has(e.seq)) continue;
      seen.add(e.seq);
      if (e.host === null) api.push(e);
      else pages++;
    }
  };
  const timer = setInterval(take, 250);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { api, pages };
    },
  };
}

interface ReportSite {
  siteId: string;
  outcome: string;
  auditMs: number;
  durationMs: number;
  counts: { cells: number; error: number; warning: number; info: number };
  live?: { pages: number; items?: number };
  cells: { item?: unknown; collection?: unknown }[];
}

/** One run of the CLI on every site, each with a key of its own (fresh rate-limit windows). */
async function runAudit(emu: TestEmulator, live: boolean) {
  const sites = Object.values(emu.emulator.store.world.sites);
  const env: Record<string, string> = {};
  const entries: { site: string; tokenEnv: string }[] = [];
  for (const [i, site] of sites.entries()) {
    const key = await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: site.id },
    });
    env[`SITE_COMPANION_TOKEN_${i}`] = key.body.apiKey;
    entries.push({ site: site.id, tokenEnv: `SITE_COMPANION_TOKEN_${i}` });
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'audit-cli-bench-'));
  const sitesFile = path.join(dir, 'sites.json');
  const out = path.join(dir, 'report.json');
  await writeFile(sitesFile, JSON.stringify(entries));
  const journal = watchJournal(emu);
  const started = performance.now();
  const cli = await runCli(
    [
      ...['--api', emu.origin, '--sites-file', sitesFile, '--format', 'json', '--out', out],
      ...(live ? ['--live', '--staging-suffix', `.localhost:${emu.port}`] : []),
    ],
    env,
  );
  const wallS = (performance.now() - started) / 1000;
  const { api: log, pages: pageReads } = journal.stop();
  const report = await readFile(out, 'utf8').catch(() => {
    throw new Error(`The audit wrote no report (exit status ${cli.code}): ${cli.stderr}`);
  });
  await rm(dir, { recursive: true, force: true });
  const body = JSON.parse(report) as { sites: ReportSite[] };
  const perSite = body.sites.map((s) => {
    const names = [
      `/sites/${s.siteId}`,
      ...collectionIdsOf(emu, emu.emulator.store.world.sites[s.siteId]!),
    ];
    const requests = log.filter((e) => names.some((n) => e.path.includes(n))).length;
    const floorS = (requests / LIMIT) * 60;
    return {
      ...s,
      requests,
      floorS,
      apiS: s.auditMs / 1000,
      liveS: (s.durationMs - s.auditMs) / 1000,
    };
  });
  const slowestFloor = Math.max(...perSite.map((s) => s.floorS));
  return { cli, wallS, log, pageReads, report, body, perSite, slowestFloor };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

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
    for (const site of sites) {
      await emu.control(`/sites/${site.id}/plan`, { method: 'POST', body: { rateLimit: LIMIT } });
      await fillSite(emu, site);
    }
    const shape = `${SITES} sites × ${PAGES.toLocaleString('en')} pages and ${ITEMS} items × 3 locales`;

    // The API audit alone: what a pipeline runs on every change.
    const api = await runAudit(emu, false);
    const apiExpected = sites.reduce((n, site) => n + expectedRequests(emu, site, false), 0);
    const apiWithin = api.perSite.filter((s) => s.apiS <= 1.1 * s.floorS).length;
    const api429 = api.log.filter((e) => e.status === 429).length;
    const apiLabel = `${shape}, without --live (items are not read), ${LIMIT}/min each`;
    const apiFigures: Figure[] = [
      {
        name: 'audit-cli.api.requests',
        label: `${apiLabel}: service requests (per site: Get Site, List Pages per locale, ⌈cells/100⌉ bulk reads; ${apiWithin} of ${SITES} sites within 1.1 × their own floor, ${api429} answers 429, exit status ${api.cli.code})`,
        value: api.log.length,
        unit: 'requests',
        goal: `= ${apiExpected}`,
        pass: api.log.length === apiExpected && apiWithin === SITES && api429 === 0,
      },
      {
        name: 'audit-cli.api.wall-time',
        label: `${apiLabel}: the whole run, report written, against the slowest site's floor (${api.slowestFloor.toFixed(1)} s: service requests ÷ limit × 60 s)`,
        value: api.wallS,
        unit: 's',
        goal: `<= ${(1.1 * api.slowestFloor).toFixed(1)} s`,
        pass: api.wallS <= 1.1 * api.slowestFloor,
      },
      {
        name: 'audit-cli.api.peak-rss',
        label: `${apiLabel}: peak resident memory of the CLI process (${api.cli.samples} samples)`,
        value: mb(api.cli.peakRss),
        unit: 'MB',
        goal: '<= 300',
        pass: api.cli.peakRss <= 300 * 1024 * 1024,
      },
    ];

    const { cli, wallS, log, pageReads, report, body, perSite, slowestFloor } = await runAudit(
      emu,
      true,
    );
    const expected = sites.reduce((n, site) => n + expectedRequests(emu, site), 0);
    const tooMany = log.filter((e) => e.status === 429).length;
    const audited = perSite.filter((s) => s.outcome !== 'failed').length;
    const within = perSite.filter((s) => s.apiS <= 1.1 * s.floorS).length;
    const worst = perSite.reduce((a, b) => (b.apiS / b.floorS > a.apiS / a.floorS ? b : a));
    const slowestLive = perSite.reduce((a, b) => (b.liveS > a.liveS ? b : a));
    const liveStart = Math.min(...body.sites.map((s) => s.auditMs));
    const pageCells = body.sites.reduce(
      (n, s) => n + s.cells.filter((c) => !c.item && !c.collection).length,
      0,
    );
    const versions = body.sites.reduce((n, s) => n + (s.live?.items ?? 0), 0);
    const findings = perSite.reduce(
      (n, s) => n + s.counts.error + s.counts.warning + s.counts.info,
      0,
    );
    const label = `${shape}, --live, ${LIMIT}/min each`;
    const figures: Figure[] = [
      ...apiFigures,
      {
        name: 'audit-cli.sites-audited',
        label: `${label}: sites audited (exit status ${cli.code}, ${pageCells.toLocaleString('en')} page cells, ${versions.toLocaleString('en')} item page versions, ${pageReads.toLocaleString('en')} published pages read, ${findings.toLocaleString('en')} findings)`,
        value: audited,
        unit: 'sites',
        goal: `= ${SITES}`,
        pass: audited === SITES && pageCells === SITES * PAGES * 3,
      },
      {
        name: 'audit-cli.requests',
        label: `${label}: service requests (per site: Get Site, List Pages per locale, ⌈cells/100⌉ bulk reads, List Collections, ⌈rows/100⌉ items/live per collection)`,
        value: log.length,
        unit: 'requests',
        goal: `= ${expected}`,
        pass: log.length === expected,
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
        label: `${label}: sites whose API audit (auditMs: Get Site, List Pages, bulk reads, item listing; before the live check) ended within 1.1 × their own floor (service requests ÷ limit × 60 s)`,
        value: within,
        unit: 'sites',
        goal: `= ${SITES}`,
        pass: within === SITES,
      },
      {
        name: 'audit-cli.worst-site',
        label: `${label}: the slowest site's API audit (auditMs) against its floor (${worst.apiS.toFixed(1)} s, ${worst.requests} requests, floor ${worst.floorS.toFixed(1)} s)`,
        value: worst.apiS / worst.floorS,
        unit: '× floor',
        goal: '<= 1.1',
        pass: worst.apiS / worst.floorS <= 1.1,
      },
      {
        name: 'audit-cli.live-phase',
        label: `${label}: the slowest site's live phase, from its API audit's end to its own, its wait for a turn included (${pageReads.toLocaleString('en')} published pages read in all, ${(pageReads / (wallS - liveStart / 1000)).toFixed(0)} a second from the first site's live turn to the run's end)`,
        value: slowestLive.liveS,
        unit: 's',
      },
      {
        name: 'audit-cli.wall-time',
        label: `${label}: the whole run, report written (the slowest site's floor is ${slowestFloor.toFixed(1)} s, which counts service requests only: the live check's published page reads are in no floor, so the whole-run goal is judged without --live, audit-cli.api.wall-time)`,
        value: wallS,
        unit: 's',
      },
      {
        name: 'audit-cli.peak-rss',
        label: `${label}: peak resident memory of the CLI process (${cli.samples} samples)`,
        value: mb(cli.peakRss),
        unit: 'MB',
        goal: '<= 300',
        pass: cli.peakRss <= 300 * 1024 * 1024,
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
