import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { ApiClient } from '@/lib/core/api/client';
import { publishSite } from '@/lib/core/api/sites';
import { bulkMessages, createBulkHandlers } from '@/lib/features/bulk/bulk-messages';
import { createBulkSchemaExecutor, SCHEMA_BATCH } from '@/lib/features/bulk/schema-executor';
import { languageFixPlan } from '@/lib/features/live-site/language-fix-plan';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { runLiveCheck } from '@/lib/features/live-site/run-live-check';
import { readPageSchema } from '@/lib/features/schema/page-schema';
import { runSiteAudit } from '@/lib/features/site/run-audit';
import { emulatorClient } from '../../support/emulator-client';
import { loopbackFetch } from '../../../support/loopback-fetch';
import type { Planted } from '../../../support/live-findings';

/**
 * The language fixes through the existing bulk machinery: the live check's fix plan is planned
 * with `bulk.planBulkChange`, written with the bulk schema executor, the site published, and the next
 * live check finds those cells clean.
 */
describe('language fix plan against the emulator', () => {
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

  const check = async (client: ApiClient, siteId: string, origin: string) => {
    const audit = await runSiteAudit(client, siteId, {
      check: () => ({ errors: 0, warnings: 0, messages: [] }),
      drafts: async () => [],
    });
    return runLiveCheck(audit, origin, { fetcher: createPoliteFetch({ fetch: loopback.fetch }) });
  };
  const fixable = (result: Awaited<ReturnType<typeof check>>) =>
    result.cells.flatMap((c) =>
      c.language.filter((f) => f.fixable).map((f) => `${f.rule}@${c.pageId}:${c.localeId}`),
    );

  it('sets inLanguage and locale URLs in bulk; after a publish those cells are clean', async () => {
    const f = (
      await emu.control<{ siteId: string; origin: string; apiKey: string }>('/live-fixture', {
        method: 'POST',
        body: { pages: 12, seed: 5 },
      })
    ).body;
    const client = emulatorClient(emu, f.apiKey);
    const planted = (
      await emu.control<{ planted: Planted[] }>(`/sites/${f.siteId}/live-faults`, {
        method: 'POST',
        body: { seed: 2, language: 8 },
      })
    ).body.planted;
    const inLanguage = planted.filter((p) => p.kind === 'in-language');
    expect(inLanguage.length).toBeGreaterThan(0);

    // Two secondary cells whose saved url and @id name the primary locale's URL.
    const first = await check(client, f.siteId, f.origin);
    const taken = new Set(planted.map((p) => `${p.pageId}:${p.localeId}`));
    const primaryUrl = new Map(
      first.cells.filter((c) => c.localeId === null).map((c) => [c.pageId, c.url]),
    );
    const targets = first.cells
      .filter((c) => c.localeId !== null && !taken.has(`${c.pageId}:${c.localeId}`))
      .filter((c) => new URL(primaryUrl.get(c.pageId)!).pathname !== '/')
      .slice(0, 2);
    for (const cell of targets) {
      const [saved] = await readPageSchema(client, f.siteId, cell.pageId, [cell.localeId]);
      const from = primaryUrl.get(cell.pageId)!;
      const value = { ...saved!.value, url: from, '@id': `${from}#webpage` };
      await emu.control(`/pages/${cell.pageId}/edit`, {
        method: 'POST',
        body: { localeId: cell.localeId, jsonLdSchema: value },
      });
    }

    const before = await check(client, f.siteId, f.origin);
    expect(fixable(before).sort()).toEqual(
      [
        ...inLanguage.map((p) => `in-language@${p.pageId}:${p.localeId}`),
        ...targets.map((c) => `locale-url@${c.pageId}:${c.localeId}`),
      ].sort(),
    );

    const plan = languageFixPlan(before);
    expect(plan.map((e) => e.change.type)).toEqual(['set-in-language', 'set-locale-urls']);
    const bulk = createBulkHandlers({ clientFor: async () => client });
    const executor = createBulkSchemaExecutor(async () => client);
    for (const entry of plan) {
      const { change, cells } = entry;
      const request = bulkMessages.planBulkChange.request.parse({
        siteId: f.siteId,
        change,
        cells,
      });
      const planned = await bulk.planBulkChange(request);
      expect(planned.skipped).toEqual([]);
      expect(planned.entries).toHaveLength(entry.cells.length);
      const entries = planned.entries.map((e) => ({ id: e.id, payload: e.payload, attempts: 1 }));
      for (let i = 0; i < entries.length; i += SCHEMA_BATCH) {
        const sent = await executor.send(entries.slice(i, i + SCHEMA_BATCH));
        expect(Object.values(sent).every((o) => o.ok)).toBe(true);
      }
    }
    await publishSite(client, f.siteId, { customDomains: [], publishToWebflowSubdomain: true });

    const after = await check(client, f.siteId, f.origin);
    expect(fixable(after)).toEqual([]);
    expect(after.counts.matches).toBe(after.cells.length);
    // What the API cannot fix (rendered hreflang and lang faults) is still said.
    const rendered = planted.filter((p) => p.kind !== 'in-language').length;
    expect(after.cells.filter((c) => c.language.length > 0)).toHaveLength(rendered);
  });
});
