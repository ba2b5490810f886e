/**
 * The command-line audit split across a CI matrix: 8 sites × 300 pages × 3 locales (the demo's two
 * and copies of its first, as in `audit-cli`), each with its own API key on an 18-requests-per-minute
 * plan, audited by 4 `npm run audit -- --shard K/4` processes started together against one emulator,
 * as the jobs of a 4-way matrix would run them. A site needs Get Site, List Pages per locale and
 * ⌈cells/100⌉ bulk reads: 19 requests for a copied site, a little over its plan's minute, so each
 * shard's time is set by its rate limits, not by how fast the machine is.
 *
 * Figures: the shards' requests together against what an unsharded audit sends (each site in
 * exactly one shard, no 429); each shard's API work (the slowest of its sites' `auditMs` in its
 * JSON report) and its process's wall time, from start to exit with the report written, against the
 * shard's own floor, its slowest site's requests ÷ limit × 60 s (goal ≤ 1.1 ×: a shard runs as fast
 * as its sites' own limits allow, none held up by another shard). The shards do not share a token;
 * shards that do share its budget, which no run here measures.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmulator, type TestEmulator } from '../emulator/testing';
import { cloneSite, expectedRequests, fillSite } from './audit-cli-world';
import { runCli } from './audit-cli-process';
import type { Benchmark, Figure } from './figure';

const SITES = 8;
const SHARDS = 4;
const PAGES = 300;
const LIMIT = 18;

interface ReportSite {
  siteId: string;
  outcome: string;
  auditMs: number;
}

/** Runs shard `index` of `SHARDS` as its own process; answers its report and times. */
async function runShard(
  emu: TestEmulator,
  dir: string,
  env: Record<string, string>,
  index: number,
) {
  const out = path.join(dir, `shard-${index}.json`);
  const started = performance.now();
  const cli = await runCli(
    [
      ...['--api', emu.origin, '--sites-file', path.join(dir, 'sites.json')],
      ...['--shard', `${index}/${SHARDS}`, '--format', 'json', '--out', out],
    ],
    env,
  );
  const wallS = (performance.now() - started) / 1000;
  const report = await readFile(out, 'utf8').catch(() => {
    throw new Error(`Shard ${index} wrote no report (exit status ${cli.code}): ${cli.stderr}`);
  });
  return { index, cli, wallS, sites: (JSON.parse(report) as { sites: ReportSite[] }).sites };
}

const run: Benchmark = async () => {
  const emu = await startEmulator({ seed: 'demo' });
  const dir = await mkdtemp(path.join(tmpdir(), 'audit-shards-bench-'));
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
      await fillSite(emu, site, PAGES);
      const key = await emu.control<{ apiKey: string }>('/site-keys', {
        method: 'POST',
        body: { siteId: site.id },
      });
      env[`SITE_COMPANION_TOKEN_${i}`] = key.body.apiKey;
      entries.push({ site: site.id, tokenEnv: `SITE_COMPANION_TOKEN_${i}` });
    }
    await writeFile(path.join(dir, 'sites.json'), JSON.stringify(entries));
    const expected = new Map(sites.map((s) => [s.id, expectedRequests(emu, s, false)]));

    const journal = emu.emulator.ctx.journal;
    const since = journal.nextSeq();
    const shards = await Promise.all(
      Array.from({ length: SHARDS }, (_, i) => runShard(emu, dir, env, i + 1)),
    );
    const log = [...journal.entries({ since })].filter((e) => e.host === null);
    const requestsOf = (siteId: string) => log.filter((e) => e.path.includes(`/sites/${siteId}`));

    const audited = shards.flatMap((s) => s.sites.map((x) => x.siteId));
    const once = audited.length === SITES && new Set(audited).size === SITES;
    const failed = shards.flatMap((s) => s.sites).filter((s) => s.outcome === 'failed').length;
    const tooMany = log.filter((e) => e.status === 429).length;
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    const perShard = shards.map((s) => {
      const floors = s.sites.map((x) => (requestsOf(x.siteId).length / LIMIT) * 60);
      const floorS = Math.max(...floors);
      const apiS = Math.max(...s.sites.map((x) => x.auditMs)) / 1000;
      const requests = s.sites.reduce((n, x) => n + requestsOf(x.siteId).length, 0);
      return { ...s, floorS, apiS, requests, api: apiS / floorS, wall: s.wallS / floorS };
    });
    const worst = (key: 'api' | 'wall') => perShard.reduce((a, b) => (b[key] > a[key] ? b : a));
    const each = (key: 'apiS' | 'wallS') =>
      perShard
        .map((s) => `${s.index}: ${s[key].toFixed(1)} s / ${s.floorS.toFixed(1)} s`)
        .join(', ');
    const sizes = perShard.map((s) => s.sites.length);
    const label = `${SITES} sites × ${PAGES} pages × 3 locales, ${SHARDS} shards side by side, each site its own key at ${LIMIT}/min`;
    const api = worst('api');
    const wall = worst('wall');
    const figures: Figure[] = [
      {
        name: 'audit-shards.requests',
        label: `${label}: service requests of all shards (sites per shard ${sizes.join(', ')}; each site in exactly one shard: ${once ? 'yes' : 'NO'}; ${failed} sites failed, ${tooMany} answers 429; per shard ${perShard.map((s) => s.requests).join(', ')})`,
        value: log.length,
        unit: 'requests',
        goal: `= ${total}`,
        pass: log.length === total && once && failed === 0 && tooMany === 0,
      },
      {
        name: 'audit-shards.worst-api',
        label: `${label}: the slowest shard's API work (its slowest site's auditMs) against its floor, its slowest site's requests ÷ limit × 60 s (per shard ${each('apiS')})`,
        value: api.api,
        unit: '× floor',
        goal: '<= 1.1',
        pass: api.api <= 1.1,
      },
      {
        name: 'audit-shards.worst-wall',
        label: `${label}: the slowest shard's process, start to exit with its report written, against its floor (per shard ${each('wallS')}; Node's start included)`,
        value: wall.wall,
        unit: '× floor',
        goal: '<= 1.1',
        pass: wall.wall <= 1.1,
      },
    ];
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
    await emu.close();
  }
};

export default run;
