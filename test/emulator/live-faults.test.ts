import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlantedFault } from '../../emulator/live/overlay';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import type { FixtureCell } from './support/live-site';
import { fixtureCells, readLivePage } from './support/live-site';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0, seed: 'empty' });
});
afterAll(() => emu.close());

interface Fixture {
  siteId: string;
  origin: string;
  apiKey: string;
}

const ASK = { seed: 7, drifts: 9, language: 8, extraBlocks: 3, slow: 3 };

const createFixture = async (pages = 40): Promise<Fixture> =>
  (await emu.control('/live-fixture', { method: 'POST', body: { pages } })).body;

const plant = async (f: Fixture, body: unknown = ASK): Promise<PlantedFault[]> => {
  const res = await emu.control(`/sites/${f.siteId}/live-faults`, { method: 'POST', body });
  expect(res.status, res.text).toBe(201);
  return res.body.planted;
};

const cellKey = (pageId: string, localeId: string | null) => `${pageId}:${localeId ?? 'primary'}`;

/**
 * Reads every cell of the live site and says, from the served HTML, the status and the stored
 * markup alone, which fault each cell shows (none for a clean cell).
 */
async function observe(f: Fixture): Promise<Map<string, string>> {
  const { cells, lastPublished, locales } = await fixtureCells(emu, f.siteId, f.apiKey, f.origin);
  const byPage = new Map<string, FixtureCell[]>();
  for (const c of cells) byPage.set(c.pageId, [...(byPage.get(c.pageId) ?? []), c]);
  const seen = new Map<string, string>();
  const host = new URL(f.origin).host;
  for (const cell of cells) {
    const found: string[] = [];
    let res = await emu.getWithHost(host, cell.path);
    if (res.status === 503) {
      expect(res.headers['retry-after']).toBe('1');
      found.push('slow-503');
      res = await emu.getWithHost(host, cell.path);
    }
    expect(res.status, cell.url).toBe(200);
    const live = readLivePage(res.text);
    const siblings = byPage.get(cell.pageId)!;
    if (live.lang !== cell.tag) found.push('html-lang');
    const tags = [...locales.map((l) => l.tag), 'x-default'];
    if (tags.some((t) => !live.alternates[t])) found.push('hreflang-missing');
    const urlOf = (tag: string) =>
      siblings.find((s) => s.tag === (tag === 'x-default' ? locales[0]!.tag : tag))!.url;
    if (tags.some((t) => live.alternates[t] && live.alternates[t]!.join() !== urlOf(t)))
      found.push('hreflang-wrong');
    expect(live.canonical).toEqual([cell.url]);
    const stored = cell.stored.jsonLdSchema!;
    if (live.blocks.length === 0) found.push('missing-live');
    if (live.blocks.length > 1) found.push('extra-block');
    const first = live.blocks[0];
    if (first && JSON.stringify(first) !== JSON.stringify(stored)) {
      found.push(
        Date.parse(cell.stored.lastUpdated!) > Date.parse(lastPublished)
          ? 'unpublished'
          : 'stale-live',
      );
    } else if (Date.parse(cell.stored.lastUpdated!) > Date.parse(lastPublished)) {
      found.push('unpublished-same');
    }
    if (first && first.inLanguage !== cell.tag) found.push('in-language');
    if (found.length > 0)
      seen.set(cellKey(cell.pageId, cell.primary ? null : cell.localeId), found.join('+'));
  }
  return seen;
}

const expectedOf = (planted: PlantedFault[]) =>
  new Map(planted.map((p) => [cellKey(p.pageId, p.localeId), p.kind]));

describe('POST /__emulator/sites/{id}/live-faults', () => {
  it('plants each kind on distinct cells, visible exactly there and nowhere else', async () => {
    const f = await createFixture();
    expect((await observe(f)).size).toBe(0);
    const planted = await plant(f);
    expect(planted).toHaveLength(23);
    const kinds = planted.map((p) => `${p.group}/${p.kind}`).sort();
    expect(new Set(kinds)).toEqual(
      new Set([
        'drift/stale-live',
        'drift/missing-live',
        'drift/unpublished',
        'language/hreflang-missing',
        'language/hreflang-wrong',
        'language/html-lang',
        'language/in-language',
        'extra/extra-block',
        'slow/slow-503',
      ]),
    );
    expect(new Set(planted.map((p) => cellKey(p.pageId, p.localeId))).size).toBe(23);
    for (const p of planted) expect(p.detail.length).toBeGreaterThan(5);
    expect(planted.filter((p) => p.kind === 'in-language').every((p) => p.localeId)).toBe(true);
    expect(await observe(f)).toEqual(expectedOf(planted));
    expect((await emu.control(`/sites/${f.siteId}/live-faults`)).body.planted).toEqual(planted);
    const unavailable = (await emu.control('/journal?status=503')).body.entries.filter(
      (e: { host: string }) => e.host === new URL(f.origin).host,
    );
    expect(unavailable.map((e: { fault: string }) => e.fault)).toEqual(Array(3).fill('slow-503'));
  });

  it('is deterministic for a seed, and another seed picks other cells', async () => {
    const shape = async (f: Fixture, planted: PlantedFault[]) => {
      const { cells } = await fixtureCells(emu, f.siteId, f.apiKey, f.origin);
      return planted.map((p) => {
        const cell = cells.find((c) => c.pageId === p.pageId && c.primary)!;
        const locale = cells.find((c) => c.localeId === p.localeId)?.tag ?? 'en';
        return [cell.path, locale, p.kind, p.detail.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T')];
      });
    };
    const [a, b, c] = [await createFixture(), await createFixture(), await createFixture()];
    const first = await shape(a, await plant(a));
    expect(await shape(b, await plant(b))).toEqual(first);
    expect(await shape(c, await plant(c, { ...ASK, seed: 8 }))).not.toEqual(first);
  });

  it('keeps rendered faults across publishes until DELETE; stored ones are fixed through the API', async () => {
    const f = await createFixture();
    const planted = await plant(f);
    const publish = async () => {
      const res = await emu.call(`/v2/sites/${f.siteId}/publish`, {
        token: f.apiKey,
        method: 'POST',
        body: { publishToWebflowSubdomain: true },
      });
      expect(res.status, res.text).toBe(202);
      await emu.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
    };
    await publish();
    const rendered = planted.filter(
      (p) => !['unpublished', 'in-language', 'slow-503'].includes(p.kind),
    );
    // The one 503 of a slow cell was not spent yet: it survives the publish like the other rendered faults.
    expect(await observe(f)).toEqual(expectedOf(planted.filter((p) => p.kind !== 'unpublished')));

    const { cells } = await fixtureCells(emu, f.siteId, f.apiKey, f.origin);
    const fixes = planted
      .filter((p) => p.kind === 'in-language')
      .map((p) => {
        const cell = cells.find((c) => c.pageId === p.pageId && c.localeId === p.localeId)!;
        return {
          id: p.pageId,
          localeId: p.localeId!,
          jsonLdSchema: { ...cell.stored.jsonLdSchema, inLanguage: cell.tag },
        };
      });
    const patch = await emu.call(`/beta/sites/${f.siteId}/pages/schema-markup`, {
      token: f.apiKey,
      method: 'PATCH',
      body: { pages: fixes },
    });
    expect(patch.status, patch.text).toBe(200);
    await publish();
    expect(await observe(f)).toEqual(expectedOf(rendered));

    const cleared = await emu.control(`/sites/${f.siteId}/live-faults`, { method: 'DELETE' });
    expect(cleared.body).toEqual({ ok: true, cleared: planted.length });
    expect((await observe(f)).size).toBe(0);
    expect((await emu.control(`/sites/${f.siteId}/live-faults`)).body.planted).toEqual([]);
  });

  it('refuses more faults than the cells can take, changing nothing', async () => {
    const f = await createFixture(2);
    const res = await emu.control(`/sites/${f.siteId}/live-faults`, {
      method: 'POST',
      body: { drifts: 5, language: 5 },
    });
    expect(res.status).toBe(400);
    expect((await observe(f)).size).toBe(0);
    expect(
      (
        await emu.control('/sites/000000000000000000000000/live-faults', {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(404);
  });
});
