import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { loadAuditCheck, type CheckedValue } from '@/lib/cli/audit/check';
import { auditSites } from '@/lib/cli/audit/run-sites';
import type { SiteOutcome } from '@/lib/cli/audit/types';
import type * as RateLimitQueueModule from '@/lib/core/api/rate-limit-queue';
import type * as CellSpoolModule from '@/lib/cli/audit/cell-spool';

const queues = vi.hoisted(() => ({ created: 0 }));
vi.mock('@/lib/core/api/rate-limit-queue', async (importOriginal) => {
  const real = await importOriginal<typeof RateLimitQueueModule>();
  return {
    ...real,
    createRateLimitQueue: (...args: Parameters<typeof real.createRateLimitQueue>) => {
      queues.created++;
      return real.createRateLimitQueue(...args);
    },
  };
});

// Reading a site's cells back fails while `lost` is set (a spool file removed mid-run).
const spool = vi.hoisted(() => ({ lost: false }));
vi.mock('@/lib/cli/audit/cell-spool', async (importOriginal) => {
  const real = await importOriginal<typeof CellSpoolModule>();
  return {
    ...real,
    readCells: async (file: string) => {
      if (spool.lost) throw new Error(`ENOENT: no such file or directory, open '${file}'`);
      return real.readCells(file);
    },
  };
});

const keep = (outcome: SiteOutcome) => outcome;

describe('auditing many sites at once', { timeout: 60_000 }, () => {
  let emu: TestEmulator;
  let check: (value: unknown) => CheckedValue;
  let oauth: string;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    check = await loadAuditCheck();
    oauth = (await emu.control<{ accessToken: string }>('/tokens', { method: 'POST', body: {} }))
      .body.accessToken;
  });
  afterAll(() => emu?.close());
  beforeEach(async () => {
    queues.created = 0;
    spool.lost = false;
    await emu.control('/faults', { method: 'DELETE' });
  });

  type Site = TestEmulator['fixtures']['sites'][number];
  const acme = (): Site => emu.fixtures.sites[0]!;
  const northwind = (): Site => emu.fixtures.sites[1]!;
  const target = (site: Site, token = site.apiKey!, tokenEnv = 'T') => ({
    siteId: site.id,
    token,
    tokenEnv,
  });

  it('gives each token one queue: sites with their own keys get their own, sites sharing one share it', async () => {
    const outcomes = await auditSites(
      [target(acme()), target(northwind()), target(acme(), oauth), target(northwind(), oauth)],
      { api: emu.origin, locales: ['en'], check },
      keep,
    );
    expect(outcomes.map((o) => o.failure)).toEqual([null, null, null, null]);
    expect(queues.created).toBe(3);
    expect(outcomes.map((o) => o.cells.length)).toEqual([42, 42, 42, 42]);
  });

  it('lets a slow site finish last without holding up the others', async () => {
    await emu.control('/faults', {
      method: 'POST',
      body: { method: 'GET', path: `/v2/sites/${acme().id}`, action: { kind: 'delay', ms: 3000 } },
    });
    const order: string[] = [];
    const outcomes = await auditSites(
      [target(acme()), target(northwind())],
      { api: emu.origin, locales: [], check },
      (o) => {
        order.push(o.siteId);
        return o;
      },
    );
    expect(order).toEqual([northwind().id, acme().id]);
    expect(outcomes.map((o) => o.siteId)).toEqual([acme().id, northwind().id]);
    expect(outcomes[0]!.durationMs).toBeGreaterThanOrEqual(3000);
    expect(outcomes[1]!.durationMs).toBeLessThan(outcomes[0]!.durationMs);
    expect(outcomes.every((o) => o.failure === null && o.cells.length === 126)).toBe(true);
  });

  it('makes one site’s report cells only once the site before it is consumed, and times its audit apart', async () => {
    let consuming = 0;
    let most = 0;
    const outcomes = await auditSites(
      [target(acme()), target(northwind())],
      { api: emu.origin, locales: [], check },
      async (o) => {
        most = Math.max(most, ++consuming);
        await new Promise((resolve) => setTimeout(resolve, 50));
        consuming--;
        return o;
      },
    );
    expect(most).toBe(1);
    for (const o of outcomes) {
      expect(o.auditMs).toBeGreaterThan(0);
      expect(o.auditMs).toBeLessThanOrEqual(o.durationMs);
      expect(o.cells.every((c) => c.findings.every((f) => typeof f.rule === 'string'))).toBe(true);
    }
  });

  it('fails only the site whose cells cannot be read back from the spool', async () => {
    const outcomes = await auditSites(
      [target(acme()), target(northwind())],
      { api: emu.origin, locales: [], check },
      (o) => {
        spool.lost = true;
        return o;
      },
    );
    const failed = outcomes.filter((o) => o.failure !== null);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.failure!.message).toMatch(/no such file/);
    expect(outcomes.filter((o) => o.failure === null && o.cells.length === 126)).toHaveLength(1);
  });

  it('ends a failing site with its reason while the others are audited', async () => {
    await emu.control('/faults', {
      method: 'POST',
      body: {
        method: 'GET',
        path: `/v2/sites/${acme().id}`,
        times: 'always',
        action: { kind: 'status', status: 503 },
      },
    });
    const outcomes: SiteOutcome[] = await auditSites(
      [
        target(acme()),
        target(northwind()),
        { siteId: 'ffffffffffffffffffffffff', token: oauth, tokenEnv: 'OAUTH' },
      ],
      { api: emu.origin, locales: [], check },
      keep,
    );
    expect(outcomes.map((o) => o.failure?.kind ?? 'audited')).toEqual([
      'unreachable',
      'audited',
      'not-found',
    ]);
    expect(outcomes[0]!.failure!.message).toBe(
      `the service at ${emu.origin} answered HTTP 503 after retries`,
    );
    expect(outcomes[1]!.cells).toHaveLength(126);
  });

  it('refuses a locale the site does not have before listing its pages', async () => {
    const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
    const [outcome] = await auditSites(
      [target(acme())],
      { api: emu.origin, locales: ['es'], check },
      keep,
    );
    expect(outcome!.failure).toEqual({
      kind: 'locale',
      message: 'the site has no locale es (it has en, fr, de)',
    });
    const { entries } = (await emu.control<{ entries: unknown[] }>(`/journal?since=${nextSeq}`))
      .body;
    expect(entries).toHaveLength(1);
  });
});
