import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { LocaleSchema } from '@/lib/features/schema/page-schema';
import {
  forgetMarkup,
  readMarkup,
  sameMarkup,
  writeMarkup,
} from '@/lib/features/schema/model/markup-cache';
import { createSchemaModel } from '@/lib/features/schema/model/schema-model';

const en = { id: 'en', tag: 'en', name: 'English', primary: true };
const fr = { id: 'fr', tag: 'fr', name: 'French', primary: false };
const at = {
  site: { id: 's', name: 'Demo' },
  page: { id: 'p', title: 'About', path: '/about' },
  locale: en,
  locales: [en, fr],
  paths: { en: '/about', fr: '/fr/about' },
  via: 'staging' as const,
};
const key = { siteId: 's', pageId: 'p', localeIds: [null, 'fr'] };
const own = (name: string, lastUpdated: string, localeId: string | null = null): LocaleSchema => ({
  localeId,
  state: 'own',
  value: { '@context': 'https://schema.org', '@type': 'AboutPage', name },
  raw: null,
  lastUpdated,
});
const inherited = (from: LocaleSchema): LocaleSchema => ({
  ...from,
  localeId: 'fr',
  state: 'inherited',
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** A background whose `schema.pageSchema` answers only when the test says, recording drafts put. */
function heldReadClient() {
  const puts: { value: string; base: { lastUpdated: string | null } }[] = [];
  let answer: (value: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const client = {
    request: async (type: string, data: unknown) => {
      if (type === 'schema.pageSchema')
        return new Promise((resolve, reject) => {
          answer = resolve;
          fail = reject;
        });
      if (type === 'drafts.putDraft') puts.push(data as (typeof puts)[number]);
      return null;
    },
  } as unknown as MessagingClient;
  return {
    client,
    puts,
    answer: (locales: LocaleSchema[]) => answer(locales),
    fail: (message: string) => fail(new Error(message)),
  };
}

const model = (client: MessagingClient, cache: ReturnType<typeof memoryStorage>) =>
  createSchemaModel({ client, check: async () => ({ diagnostics: [] }), cache, debounceMs: 0 });

describe('the markup kept between openings', () => {
  it('answers what was written for the same page and locales, and nothing for others', () => {
    const cache = memoryStorage();
    const primary = own('About', '2026-01-01');
    writeMarkup(cache, key, [primary, inherited(primary)]);
    expect(readMarkup(cache, key)).toEqual([primary, inherited(primary)]);
    expect(readMarkup(cache, { ...key, localeIds: [null] })).toBeUndefined();
    expect(readMarkup(cache, { ...key, pageId: 'other' })).toBeUndefined();
    forgetMarkup(cache);
    expect(readMarkup(cache, key)).toBeUndefined();
  });

  it('keeps the five pages read last', () => {
    const cache = memoryStorage();
    const page = (pageId: string) => ({ siteId: 's', pageId, localeIds: [] });
    for (const pageId of ['p0', 'p1', 'p2', 'p3', 'p4']) writeMarkup(cache, page(pageId), []);
    // Read again, p0 is the last read; p1 is then the oldest and goes first.
    writeMarkup(cache, page('p0'), []);
    writeMarkup(cache, page('p5'), []);
    const kept = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'].filter(
      (pageId) => readMarkup(cache, page(pageId)) !== undefined,
    );
    expect(kept).toEqual(['p0', 'p2', 'p3', 'p4', 'p5']);
  });

  it('ignores what is not of its shape or version', () => {
    const cache = memoryStorage();
    writeMarkup(cache, key, [own('About', '2026-01-01'), own('À propos', '2026-01-02', 'fr')]);
    const stored = JSON.parse(cache.data.get('site-companion:markup-cache')!);
    stored.pages[0].locales[1].state = 'stolen';
    cache.setItem('site-companion:markup-cache', JSON.stringify(stored));
    expect(readMarkup(cache, key)).toBeUndefined();
    cache.setItem('site-companion:markup-cache', '{"v":0,"pages":[]}');
    expect(readMarkup(cache, key)).toBeUndefined();
    cache.setItem('site-companion:markup-cache', 'not json');
    expect(readMarkup(cache, key)).toBeUndefined();
  });

  it('tells the same version of a markup from a changed one', () => {
    const a = own('About', '2026-01-01');
    expect(sameMarkup(a, structuredClone(a))).toBe(true);
    expect(sameMarkup(a, own('About', '2026-01-02'))).toBe(false);
    expect(sameMarkup(a, own('About us', '2026-01-01'))).toBe(false);
    expect(sameMarkup(undefined, a)).toBe(false);
  });
});

describe('schema model: the markup kept from the last opening', () => {
  it('shows it before the read answers, then what the service holds', async () => {
    const cache = memoryStorage();
    const before = own('About', '2026-01-01');
    writeMarkup(cache, key, [before, inherited(before)]);
    const background = heldReadClient();
    const schema = model(background.client, cache);
    const loading = schema.load(at, 'http://demo.localhost/about');
    expect(schema.editors.value.map((e) => e.text.value.includes('"About"'))).toEqual([
      true,
      false,
    ]);
    const now = own('About us', '2026-02-01');
    background.answer([now, own('À propos', '2026-02-02', 'fr')]);
    await loading;
    const [primary, french] = schema.editors.value;
    expect(primary!.text.value).toContain('"About us"');
    expect(primary!.remote.value).toEqual(now);
    expect(french!.remote.value?.state).toBe('own');
    expect(french!.text.value).toContain('À propos');
    // The next opening starts from what was read.
    expect(readMarkup(cache, key)?.[0]).toEqual(now);
  });

  it('keeps an edit made meanwhile, on the version it started from, so saving finds the change', async () => {
    const cache = memoryStorage();
    const before = own('About', '2026-01-01');
    writeMarkup(cache, key, [before, inherited(before)]);
    const background = heldReadClient();
    const schema = model(background.client, cache);
    const loading = schema.load(at, 'http://demo.localhost/about');
    schema.edit('en', '{"@type": "AboutPage", "name": "Mine"}');
    background.answer([own('Theirs', '2026-02-01'), inherited(before)]);
    await loading;
    const [primary] = schema.editors.value;
    expect(primary!.text.value).toBe('{"@type": "AboutPage", "name": "Mine"}');
    expect(primary!.dirty.value).toBe(true);
    await vi.waitFor(() => expect(background.puts).toHaveLength(1));
    expect(background.puts[0]!.base.lastUpdated).toBe('2026-01-01');
  });

  it('says when the read fails, in place of the markup kept', async () => {
    const cache = memoryStorage();
    const before = own('About', '2026-01-01');
    writeMarkup(cache, key, [before, inherited(before)]);
    const background = heldReadClient();
    const schema = model(background.client, cache);
    const loading = schema.load(at, 'http://demo.localhost/about');
    expect(schema.editors.value).toHaveLength(2);
    background.fail('The service is unavailable.');
    await loading;
    expect(schema.error.value).toBe('The service is unavailable.');
  });
});
