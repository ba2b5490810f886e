import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addOrganization } from '@/lib/features/bulk/changes/organization';
import { setInLanguage } from '@/lib/features/bulk/changes/in-language';
import { createLocaleVersion } from '@/lib/features/bulk/changes/locale-versions';
import { fixLongTitle, shortenTitle } from '@/lib/features/bulk/changes/long-titles';
import { bulkChangeSchema, type SchemaCellState } from '@/lib/features/bulk/change-types';
import { bulkMessages, MAX_BULK_CELLS } from '@/lib/features/bulk/bulk-messages';
import { bulkText } from '@/lib/features/bulk/messages';
import { checkLength } from '@/lib/features/metadata/lengths';
import { fromPrimary } from '@/lib/features/schema/locale-version';
import { vocab } from '../../jsonld/helpers';

const SITE = 'site1';
const primary = { tag: 'en', primary: true };
const french = { tag: 'fr-FR', primary: false };
const cell = (localeId: string | null = null) => ({ pageId: 'p1', localeId });
const state = (
  s: SchemaCellState['state'],
  value: Record<string, unknown> | null,
  localeId: string | null = null,
): SchemaCellState => ({
  cell: cell(localeId),
  locale: localeId ? french : primary,
  state: s,
  value,
});
const webPage = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Home' };
const org = { name: 'Acme', url: 'https://acme.example/' };

describe('bulkChangeSchema', () => {
  it('accepts each change and refuses an unknown one or a bad URL', () => {
    expect(bulkChangeSchema.parse({ type: 'fix-long-titles' })).toEqual({
      type: 'fix-long-titles',
    });
    expect(bulkChangeSchema.safeParse({ type: 'add-organization', ...org }).success).toBe(true);
    expect(
      bulkChangeSchema.safeParse({ type: 'add-organization', name: 'A', url: 'nope' }).success,
    ).toBe(false);
    expect(bulkChangeSchema.safeParse({ type: 'delete-everything' }).success).toBe(false);
  });
});

describe('planBulkChange request', () => {
  const request = bulkMessages.planBulkChange.request;
  const cells = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ pageId: `p${i}`, localeId: null }));
  it('takes a change and up to MAX_BULK_CELLS cells, nothing else', () => {
    const ok = { siteId: 's', change: { type: 'set-in-language' }, cells: cells(2) };
    expect(request.safeParse(ok).success).toBe(true);
    expect(request.safeParse({ ...ok, cells: [] }).success).toBe(false);
    expect(request.safeParse({ ...ok, cells: cells(MAX_BULK_CELLS + 1) }).success).toBe(false);
    expect(request.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    expect(request.safeParse({ ...ok, change: { type: 'nope' } }).success).toBe(false);
  });
});

describe('add-organization', () => {
  it('turns a single node into a @graph of both', () => {
    const result = addOrganization(state('own', webPage), org, SITE);
    expect(result).toMatchObject({
      payload: {
        siteId: SITE,
        pageId: 'p1',
        localeId: null,
        jsonLdSchema: {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'Home' },
            { '@type': 'Organization', ...org },
          ],
        },
      },
      before: webPage,
    });
  });

  it('appends into an existing @graph, with the logo when given', () => {
    const doc = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'A' }] };
    const result = addOrganization(
      state('own', doc),
      { ...org, logo: 'https://acme.example/l.png' },
      SITE,
    );
    expect('payload' in result && result.payload.jsonLdSchema['@graph']).toEqual([
      { '@type': 'WebSite', name: 'A' },
      { '@type': 'Organization', ...org, logo: 'https://acme.example/l.png' },
    ]);
  });

  it('creates the markup when there is none', () => {
    const result = addOrganization(state('none', null), org, SITE);
    expect('payload' in result && result.payload.jsonLdSchema).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      ...org,
    });
  });

  it('skips when an Organization with the same name or url is there', () => {
    const has = (node: object) =>
      addOrganization(
        state('own', { '@context': 'https://schema.org', '@graph': [node] }),
        org,
        SITE,
      );
    expect(has({ '@type': 'Organization', name: 'Acme' })).toEqual({
      skip: bulkText.skipHasOrganization,
    });
    expect(has({ '@type': 'Organization', url: org.url })).toEqual({
      skip: bulkText.skipHasOrganization,
    });
    expect(has({ '@type': 'Organization', name: 'Other' })).toHaveProperty('payload');
  });

  it('skips inheriting cells by default and says why; on request gives them their own markup', () => {
    const inherited = state('inherited', { ...webPage, inLanguage: 'en' }, 'fr');
    expect(addOrganization(inherited, org, SITE)).toEqual({ skip: bulkText.skipInheriting });
    const result = addOrganization(inherited, { ...org, includeInheriting: true }, SITE);
    expect(result).toMatchObject({
      before: null,
      payload: {
        localeId: 'fr',
        jsonLdSchema: { '@graph': [{ inLanguage: 'fr-FR' }, { name: 'Acme' }] },
      },
    });
  });

  it('skips legacy raw values', () => {
    expect(addOrganization(state('raw', null), org, SITE)).toEqual({ skip: bulkText.skipRaw });
  });
});

describe('set-in-language', () => {
  it('sets the tag on nodes whose type takes inLanguage, nested ones too, and leaves others', async () => {
    const doc = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          name: 'A',
          inLanguage: 'en',
          about: { '@type': 'Article', headline: 'x' },
        },
        { '@type': 'Person', name: 'B' },
      ],
    };
    const result = setInLanguage(state('own', doc, 'fr'), await vocab(), SITE);
    expect(result).toMatchObject({ summary: bulkText.summaryInLanguage('fr-FR', 2) });
    const graph = 'payload' in result ? (result.payload.jsonLdSchema['@graph'] as object[]) : [];
    expect(graph[0]).toMatchObject({ inLanguage: 'fr-FR', about: { inLanguage: 'fr-FR' } });
    expect(graph[1]).not.toHaveProperty('inLanguage');
  });

  it('leaves a CMS binding in inLanguage as it is (each item page resolves it)', async () => {
    const bound = { ...webPage, inLanguage: '{{ locale }}' };
    expect(setInLanguage(state('own', bound, 'fr'), await vocab(), SITE)).toEqual({
      skip: bulkText.skipInLanguageSet,
    });
  });

  it('skips when already set, when nothing takes it, and inheriting cells', async () => {
    const v = await vocab();
    expect(setInLanguage(state('own', { ...webPage, inLanguage: 'en' }), v, SITE)).toEqual({
      skip: bulkText.skipInLanguageSet,
    });
    expect(setInLanguage(state('own', { '@type': 'Person', name: 'x' }), v, SITE)).toEqual({
      skip: bulkText.skipNoInLanguageNode,
    });
    expect(setInLanguage(state('inherited', webPage, 'fr'), v, SITE)).toEqual({
      skip: bulkText.skipInheriting,
    });
  });
});

describe('create-locale-versions', () => {
  it('gives an inheriting cell fromPrimary of the primary markup', () => {
    const value = { ...webPage, inLanguage: 'en' };
    const result = createLocaleVersion(state('inherited', value, 'fr'), SITE);
    expect(result).toMatchObject({
      payload: { localeId: 'fr', jsonLdSchema: { ...webPage, inLanguage: 'fr-FR' } },
    });
  });

  it('skips primary cells, cells with their own markup and an empty primary', () => {
    expect(createLocaleVersion(state('own', webPage), SITE)).toEqual({
      skip: bulkText.skipPrimary,
    });
    expect(createLocaleVersion(state('own', webPage, 'fr'), SITE)).toEqual({
      skip: bulkText.skipOwn,
    });
    expect(createLocaleVersion(state('none', null, 'fr'), SITE)).toEqual({
      skip: bulkText.skipPrimaryEmpty,
    });
  });

  it('fromPrimary keeps everything but inLanguage (property)', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('inLanguage', 'name', '@type', 'about', 'x'), tie('value'), {
          maxKeys: 4,
        }),
      ),
    })).value;
    const strip = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(strip)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v).map(([k, x]) => [k, k === 'inLanguage' ? null : strip(x)]),
            )
          : v;
    const tags = (v: unknown): unknown[] =>
      Array.isArray(v)
        ? v.flatMap(tags)
        : v && typeof v === 'object'
          ? Object.entries(v).flatMap(([k, x]) => (k === 'inLanguage' ? [x] : tags(x)))
          : [];
    fc.assert(
      fc.property(json, (value) => {
        const copy = fromPrimary(value, 'de-DE');
        expect(strip(copy)).toEqual(strip(value));
        expect(tags(copy).every((t) => t === 'de-DE')).toBe(true);
      }),
    );
  });
});

describe('fix-long-titles', () => {
  const meta = (title: string, seoTitle: string, localeId: string | null = null) => ({
    cell: cell(localeId),
    locale: primary,
    title,
    seoTitle,
  });
  const long = 'Fresh sourdough bread and pastries baked every morning in our neighbourhood bakery';

  it('shortens an SEO title over the limit at a word boundary', () => {
    const result = fixLongTitle(meta('Home', long), SITE);
    expect(result).toMatchObject({ payload: { seo: { title: expect.any(String) } } });
    const title = 'payload' in result ? (result.payload.seo?.title ?? '') : '';
    expect(long.startsWith(title)).toBe(true);
    expect(checkLength('seoTitle', title).level).not.toBe('long');
    expect(long.charAt(title.length)).toBe(' ');
  });

  it('sets an SEO title from a page title over the limit when the SEO title is empty', () => {
    const result = fixLongTitle(meta(long, ''), SITE);
    expect(result).toMatchObject({
      before: { seoTitle: '' },
      summary: expect.stringMatching(/page title/),
    });
  });

  it('skips fine titles and a single word too long to cut', () => {
    expect(fixLongTitle(meta('Home', 'A short and sweet title for the home page'), SITE)).toEqual({
      skip: bulkText.skipTitleFits,
    });
    expect(fixLongTitle(meta(long.slice(0, 40), ''), SITE)).toEqual({
      skip: bulkText.skipTitleFits,
    });
    expect(fixLongTitle(meta('x', 'a'.repeat(90)), SITE)).toEqual({
      skip: bulkText.skipTitleOneWord,
    });
  });

  it('never exceeds the limit and never cuts a word (property)', () => {
    const word = fc.stringMatching(/^[A-Za-zéü]{1,14}$/);
    const sep = fc.constantFrom(' ', ' - ', ' | ', ', ', '  ');
    const title = fc.array(fc.tuple(word, sep), { minLength: 1, maxLength: 20 }).map((parts) =>
      parts
        .map(([w, s]) => w + s)
        .join('')
        .trim(),
    );
    fc.assert(
      fc.property(title, (t) => {
        const out = shortenTitle(t);
        if (checkLength('seoTitle', t).level !== 'long') {
          expect(out).toBe(t);
          return;
        }
        if (out === undefined) throw new Error(`no shortening of ${t}`);
        expect(checkLength('seoTitle', out).level).not.toBe('long');
        expect(t.startsWith(out)).toBe(true);
        const next = t.charAt(out.length);
        expect(next === '' || /[\s\-|,]/.test(next)).toBe(true);
        expect(out).not.toMatch(/[\s\-|,]$/);
      }),
    );
  });
});
