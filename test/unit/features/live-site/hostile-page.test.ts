import { describe, expect, it } from 'vitest';
import { readPageFacts } from '@/lib/features/live-site/html-reader';
import { liveCellDiff } from '@/lib/features/live-site/live-cell-diff';
import { languageFindings, type LocaleVersion } from '@/lib/features/live-site/language-signals';
import { cutText } from '@/lib/features/live-site/live-text';
import { toStored } from '@/lib/features/live-site/live-store';
import { storedMarkup } from '@/lib/features/live-site/stored-facts';
import { storedLiveSiteSchema } from '@/lib/features/live-site/live-types';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { runLiveCheck } from '@/lib/features/live-site/run-live-check';
import { jsonBytes } from '@/lib/core/storage/parsed-item';
import { ORIGIN, fixtureAudit, fixtureFetch, fixturePages, urlOf } from './fixtures';

const streamOf = (html: string) => new Response(html).body;
const repeat = (n: number, text: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => text(i)).join('');

const canonicals = (n: number) =>
  `<html lang="fr"><head>${repeat(n, () => `<link rel=canonical href=a>`)}</head></html>`;
const strays = (n: number) =>
  `<html lang="fr"><head>${repeat(n, () => `<link rel=alternate hreflang=x href=a>`)}</head></html>`;
const blocks = (
  n: number,
  block: (i: number) => string = () => '<script type=application/ld+json>1</script>',
) => `<html lang="fr"><head>${repeat(n, block)}</head></html>`;

describe('a hostile published page', () => {
  it('keeps at most 1,000 links per rel and says how many there were', async () => {
    const facts = await readPageFacts(streamOf(canonicals(190_000)), urlOf('about', 'fr1'));
    expect(facts.canonicals).toHaveLength(1000);
    expect(facts.links).toEqual({ read: 1000, total: 190_000 });
  });

  it('keeps at most 100 JSON-LD blocks and 1 MB of JSON-LD text', async () => {
    const thing = (i: number) =>
      `<script type="application/ld+json">{"@type":"Thing","name":"n${i}"}</script>`;
    const many = await readPageFacts(streamOf(blocks(5000, thing)), urlOf('about', 'fr1'));
    expect(many.blocks).toHaveLength(100);
    expect(many.scripts).toEqual({ read: 100, total: 5000 });
    const big = `{"@type":"Thing","name":"${'x'.repeat(400_000)}"}`;
    const html = repeat(4, () => `<script type="application/ld+json">${big}</script>`);
    const heavy = await readPageFacts(streamOf(html), urlOf('about', 'fr1'));
    expect(heavy.blocks).toHaveLength(2);
    expect(heavy.scripts).toEqual({ read: 2, total: 4 });
  });

  it('finds the canonical rule of 190,000 canonicals without spreading them into arguments', () => {
    const version: LocaleVersion = {
      localeId: 'fr1',
      tag: 'fr',
      primary: false,
      url: urlOf('about', 'fr1'),
      live: {
        lang: 'fr',
        canonicals: Array.from({ length: 190_000 }, (_, i) => `${ORIGIN}/c${i}`),
        alternates: [],
      },
      stored: null,
    };
    const findings = languageFindings('about', [version]);
    const canonical = findings.find((f) => f.rule === 'canonical')!;
    expect(canonical.args!.length).toBeLessThanOrEqual(16);
  });

  it('checks the rest of the site, says the cut in the cell, and stays within the storage bound', async () => {
    const pages = fixturePages();
    pages.set(urlOf('about', 'fr1'), canonicals(190_000));
    pages.set(urlOf('team', 'fr1'), strays(140_000));
    pages.set(urlOf('contact', 'fr1'), blocks(120_000));
    let checked = 0;
    const result = await runLiveCheck(fixtureAudit(), ORIGIN, {
      fetcher: createPoliteFetch({ fetch: fixtureFetch(pages), sleep: async () => undefined }),
      check: () => (checked++, { errors: 0, warnings: 0 }),
    });
    expect(result.cells).toHaveLength(9);
    const cell = (slug: string) =>
      result.cells.find((c) => c.pageId === slug && c.localeId === 'fr1')!;
    expect(cell('about').cut).toContainEqual({ kind: 'links', read: 1000, total: 190_000 });
    expect(cutText(cell('about').cut![0]!)).toBe('Page cut short: read 1,000 of 190,000 links');
    // 140,000 stray links are more than the 5 MB a page is read to.
    expect(cell('team').cut?.find((c) => c.kind === 'links')?.total).toBeGreaterThan(100_000);
    expect(cell('contact').cut).toContainEqual({ kind: 'blocks', read: 100, total: 120_000 });
    expect(cell('about').state).toBe('missing');
    expect(cell('team').language.length).toBeLessThanOrEqual(200);
    expect(cell('team').cut?.find((c) => c.kind === 'findings')?.read).toBe(200);
    expect(checked).toBeLessThanOrEqual(100);
    // The other cells are checked as usual.
    expect(
      result.cells.filter((c) => c.localeId !== 'fr1').every((c) => c.state === 'matches'),
    ).toBe(true);
    const stored = toStored(result);
    expect(storedLiveSiteSchema.safeParse(stored).success).toBe(true);
    expect(jsonBytes(stored)).toBeLessThan(4 * 1024 * 1024);
  }, 60_000);
});

describe('URLs off the checked origin', () => {
  it('are never fetched, and the cell says so', async () => {
    const audit = fixtureAudit();
    audit.pages[0]!.paths['fr1'] = '//evil.example/x';
    audit.pages[1]!.paths['fr1'] = '/\\evil.example/y';
    const asked: string[] = [];
    const serve = fixtureFetch(fixturePages());
    const result = await runLiveCheck(audit, ORIGIN, {
      fetcher: createPoliteFetch({
        fetch: (input, init) => (asked.push(String(input)), serve(input, init)),
        sleep: async () => undefined,
      }),
    });
    expect(asked.filter((u) => !u.startsWith(`${ORIGIN}/`))).toEqual([]);
    expect(asked).toHaveLength(7);
    for (const pageId of ['about', 'team']) {
      const cell = result.cells.find((c) => c.pageId === pageId && c.localeId === 'fr1')!;
      expect(cell.state).toBe('unreachable');
      expect(cell.reason).toMatch(/^Not checked: .*evil\.example.* is not on https:\/\/fixture/);
    }
  });

  it('are not fetched for a cell diff either', async () => {
    let asked = 0;
    const fetcher = createPoliteFetch({
      fetch: async () => (asked++, new Response('<html></html>')),
    });
    const saved = { localeId: null, value: null, raw: null, lastUpdated: null } as never;
    await expect(
      liveCellDiff(fetcher, 'https://evil.example/about', saved, ORIGIN),
    ).rejects.toThrow(/evil\.example.*is not on/);
    expect(asked).toBe(0);
  });
});

describe('a stored value with a very long array', () => {
  it('is read without spreading it into arguments', () => {
    const value = { '@type': 'ItemList', itemListElement: new Array(500_000).fill(1) };
    const facts = storedMarkup({ value, raw: null, lastUpdated: null, inherited: false });
    expect(facts.types).toEqual(['ItemList']);
  });
});
