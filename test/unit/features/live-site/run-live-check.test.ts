import { describe, expect, it } from 'vitest';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { runLiveCheck } from '@/lib/features/live-site/run-live-check';
import { languageFixPlan } from '@/lib/features/live-site/language-fix-plan';
import { ORIGIN, fixtureAudit, fixtureFetch, fixturePages, markupOf, urlOf } from './fixtures';

const check = (audit = fixtureAudit(), pages = fixturePages()) =>
  runLiveCheck(audit, ORIGIN, {
    fetcher: createPoliteFetch({ fetch: fixtureFetch(pages), sleep: async () => undefined }),
    check: () => ({ errors: 1, warnings: 2 }),
  });
const cell = (result: Awaited<ReturnType<typeof check>>, pageId: string, localeId: string | null) =>
  result.cells.find((c) => c.pageId === pageId && c.localeId === localeId)!;

describe('runLiveCheck', () => {
  it('counts, as it reads, the pages that differ from the saved markup', async () => {
    const pages = fixturePages({
      'about:fr1': { blocks: [{ ...markupOf('about', 'fr1'), name: 'Old' }] },
      'about:de1': { blocks: [] },
      'team:de1': () => new Response('gone', { status: 500 }),
    });
    const seen: [number, number, number][] = [];
    await runLiveCheck(fixtureAudit(), ORIGIN, {
      fetcher: createPoliteFetch({ fetch: fixtureFetch(pages), sleep: async () => undefined }),
      onProgress: (done, total, differing) => seen.push([done, total, differing]),
    });
    expect(seen[0]).toEqual([0, 9, 0]);
    expect(seen.at(-1)).toEqual([9, 9, 3]);
    expect(seen.map(([, , d]) => d)).toEqual([...seen.map(([, , d]) => d)].sort((a, b) => a - b));
  });

  it('finds a clean published site clean', async () => {
    const result = await check();
    expect(result.cells).toHaveLength(9);
    expect(result.counts).toEqual({
      matches: 9,
      differs: 0,
      unpublished: 0,
      missing: 0,
      unreachable: 0,
      'no-markup': 0,
      language: 0,
      extra: 0,
      hidden: 0,
    });
    expect(result.publishedAt).toBe('2026-11-02T10:00:00.000Z');
    expect(result.fetches).toBe(9);
  });

  it('says what each faulty cell is, and nothing about the others', async () => {
    const stale = { ...markupOf('about', 'fr1'), name: 'Old' };
    const audit = fixtureAudit({
      stored: {
        'team:': {
          value: { ...markupOf('team', null), name: 'New' },
          lastUpdated: '2026-11-05T00:00:00Z',
        },
        'contact:fr1': { value: { ...markupOf('contact', 'fr1'), inLanguage: 'en' } },
      },
    });
    const pages = fixturePages({
      'about:fr1': { blocks: [stale] },
      'about:de1': { blocks: [] },
      'team:fr1': {
        blocks: [markupOf('team', 'fr1'), { '@type': 'Organization', name: 'Custom' }],
      },
      'team:de1': { lang: 'en' },
      'contact:': () => new Response(null, { status: 301, headers: { location: '/elsewhere' } }),
      'contact:de1': () => new Response('gone', { status: 500 }),
    });
    // contact:fr1's live page still carries the old stored value it was published with.
    const result = await check(audit, pages);
    const states = Object.fromEntries(
      result.cells.map((c) => [`${c.pageId}:${c.localeId ?? ''}`, c.state]),
    );
    expect(states).toEqual({
      'about:': 'matches',
      'about:fr1': 'differs',
      'about:de1': 'missing',
      'team:': 'unpublished',
      'team:fr1': 'matches',
      'team:de1': 'matches',
      'contact:': 'unreachable',
      'contact:fr1': 'differs',
      'contact:de1': 'unreachable',
    });
    expect(cell(result, 'team', 'fr1')).toMatchObject({
      extraBlocks: 1,
      extraErrors: 1,
      extraWarnings: 2,
    });
    expect(result.cells.filter((c) => c.extraErrors !== undefined)).toHaveLength(1);
    expect(cell(result, 'contact', null).reason).toBe(
      `Not reachable: redirects to ${urlOf('elsewhere', null)}`,
    );
    expect(cell(result, 'contact', 'de1').reason).toBe('Not reachable: the page answers 500');
    const language = result.cells.flatMap((c) =>
      c.language.map((f) => `${f.rule}@${c.pageId}:${c.localeId ?? ''}`),
    );
    expect(language).toEqual(['html-lang@team:de1', 'in-language@contact:fr1']);
    expect(languageFixPlan(result)).toEqual([
      {
        change: { type: 'set-in-language' },
        cells: [{ pageId: 'contact', localeId: 'fr1' }],
        rules: ['in-language'],
        findings: 1,
      },
    ]);
  });

  it('skips pages not on the published site', async () => {
    const audit = fixtureAudit();
    audit.pages[0]!.served = false;
    audit.pages[1]!.paths.fr1 = null;
    const result = await check(audit);
    expect(result.cells.map((c) => `${c.pageId}:${c.localeId ?? ''}`)).toEqual([
      'team:',
      'team:de1',
      'contact:',
      'contact:fr1',
      'contact:de1',
    ]);
  });

  it('plans own markup before inLanguage for inheriting cells, and locale URLs', async () => {
    const audit = fixtureAudit({
      stored: {
        'about:de1': { value: markupOf('about', null), inherited: true },
        'team:fr1': { value: { ...markupOf('team', 'fr1'), url: urlOf('team', null) } },
      },
    });
    const pages = fixturePages({
      'about:de1': { blocks: [markupOf('about', null)] },
      'team:fr1': { blocks: [{ ...markupOf('team', 'fr1'), url: urlOf('team', null) }] },
    });
    const result = await check(audit, pages);
    expect(result.counts.matches).toBe(9);
    expect(languageFixPlan(result).map((e) => [e.change.type, e.cells])).toEqual([
      ['create-locale-versions', [{ pageId: 'about', localeId: 'de1' }]],
      ['set-in-language', [{ pageId: 'about', localeId: 'de1' }]],
      [
        'set-locale-urls',
        [
          { pageId: 'about', localeId: 'de1' },
          { pageId: 'team', localeId: 'fr1' },
        ],
      ],
    ]);
    const urls = languageFixPlan(result)[2]!.change;
    expect(urls).toMatchObject({
      urls: [
        { pageId: 'about', localeId: 'de1', from: urlOf('about', null), to: urlOf('about', 'de1') },
        { pageId: 'team', localeId: 'fr1', from: urlOf('team', null), to: urlOf('team', 'fr1') },
      ],
    });
  });
});
