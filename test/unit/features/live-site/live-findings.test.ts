import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { runSiteAudit } from '@/lib/features/site/run-audit';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { runLiveCheck } from '@/lib/features/live-site/run-live-check';
import { languageFixPlan } from '@/lib/features/live-site/language-fix-plan';
import { emulatorClient } from '../../support/emulator-client';
import { loopbackFetch } from '../../../support/loopback-fetch';
import { scoreFindings, type Planted } from '../../../support/live-findings';

/** The live check of an emulated site over real HTTP: the planted faults and nothing else. */
describe('live check against the emulator', () => {
  let emu: TestEmulator;
  let loopback: ReturnType<typeof loopbackFetch>;
  beforeAll(async () => {
    emu = await startEmulator({ rateLimit: 0, seed: 'empty' });
    loopback = loopbackFetch(emu.port);
  });
  afterAll(async () => {
    loopback?.close();
    await emu?.close();
  });

  const fixture = async (pages: number) =>
    (
      await emu.control<{ siteId: string; origin: string; apiKey: string }>('/live-fixture', {
        method: 'POST',
        body: { pages, seed: 3 },
      })
    ).body;

  const check = async (f: { siteId: string; origin: string; apiKey: string }) => {
    const audit = await runSiteAudit(emulatorClient(emu, f.apiKey), f.siteId, {
      check: () => ({ errors: 0, warnings: 0, messages: [] }),
      drafts: async () => [],
    });
    const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
    const fetcher = createPoliteFetch({ fetch: loopback.fetch });
    const result = await runLiveCheck(audit, f.origin, { fetcher });
    const { entries } = (
      await emu.control<{ entries: { host: string; path: string }[] }>(`/journal?since=${nextSeq}`)
    ).body;
    const host = new URL(f.origin).host;
    return { audit, result, apiRequests: entries.filter((e) => e.host !== host).length };
  };

  it('finds a clean fixture clean, with no service request', async () => {
    const f = await fixture(20);
    const { result, apiRequests } = await check(f);
    expect(result.cells).toHaveLength(63);
    expect(result.counts.matches).toBe(63);
    expect(result.counts.language + result.counts.extra).toBe(0);
    expect(apiRequests).toBe(0);
  });

  it('finds every planted drift and language fault, and nothing on the other cells', async () => {
    const f = await fixture(60);
    const res = await emu.control<{ planted: Planted[] }>(`/sites/${f.siteId}/live-faults`, {
      method: 'POST',
      body: { seed: 11, drifts: 30, language: 20, extraBlocks: 5, slow: 3 },
    });
    expect(res.status, res.text).toBe(201);
    const { result, apiRequests } = await check(f);
    const score = scoreFindings(result, res.body.planted);
    expect(score.wrong).toEqual([]);
    expect(score).toMatchObject({ planted: 50, found: 50, noise: 8, noiseOk: 8, falseFindings: 0 });
    expect(score.unplanted).toBe(183 - 58);
    expect(apiRequests).toBe(0);
    expect(result.maxConcurrent).toBeLessThanOrEqual(6);
    expect(loopback.maxPerHost()).toBeLessThanOrEqual(6);
    const inLanguage = res.body.planted.filter((p) => p.kind === 'in-language').length;
    expect(languageFixPlan(result)).toMatchObject([
      { change: { type: 'set-in-language' }, findings: inLanguage },
    ]);
  });
});
