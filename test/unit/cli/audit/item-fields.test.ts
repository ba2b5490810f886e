import { describe, expect, it } from 'vitest';
import { itemFieldCells, type CollectionFields } from '@/lib/cli/audit/item-field-cells';
import { checkItemFields } from '@/lib/cli/audit/item-field-check';
import {
  fieldDefs,
  guessedChoice,
  guessedFields,
  inferredChoice,
  type LocaleChoice,
} from '@/lib/cli/audit/item-field-choice';
import type { AuditedCell } from '@/lib/cli/audit/types';
import type { SiteAudit } from '@/lib/features/site/audit-types';

const FIELDS = fieldDefs([
  { slug: 'name', displayName: 'Name', type: 'PlainText' },
  { slug: 'slug', displayName: 'Slug', type: 'PlainText' },
  { slug: 'meta-title', displayName: 'Meta title', type: 'PlainText' },
  { slug: 'body', displayName: 'Body', type: 'RichText' },
  { slug: 'teaser', displayName: null, type: 'RichText' },
  { slug: 'summary', displayName: 'Summary', type: 'PlainText' },
  { slug: 'price', displayName: 'Price', type: 'Number' },
]);

const page = (title: string | null, description: string | null) => ({
  title,
  description,
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
});

const URL_EN = 'https://acme.example/blog/rye';

describe('which item fields --items checks', () => {
  it('guesses the name for the title and the first field whose name reads like a description', () => {
    const guess = guessedFields(FIELDS);
    expect(guess.title.slug).toBe('name');
    // "Meta title" reads like a title, the body like neither: the teaser comes first.
    expect(guess.description?.slug).toBe('teaser');
    expect(guessedFields(FIELDS.filter((f) => f.slug !== 'teaser')).description?.slug).toBe(
      'summary',
    );
    const none = FIELDS.filter((f) => !['teaser', 'summary'].includes(f.slug));
    expect(guessedFields(none).description).toBeNull();
  });

  it('infers the fields and the title’s suffix from a published page, guessing what nothing matches', () => {
    const values = { name: 'Seeded rye', summary: 'Rye with seeds.', teaser: '<p>Other</p>' };
    const inferred = inferredChoice(
      FIELDS,
      values,
      page('Seeded rye | Acme Bakery', 'Rye with seeds.'),
      URL_EN,
    );
    expect(inferred.title).toMatchObject({
      suffix: ' | Acme Bakery',
      source: { kind: 'inferred' },
    });
    expect(inferred.description.field?.slug).toBe('summary');
    const unmatched = inferredChoice(FIELDS, values, page('Acme Bakery', null), URL_EN);
    expect(unmatched.title).toMatchObject({
      field: { slug: 'name' },
      suffix: null,
      source: { kind: 'guessed', why: 'unmatched', page: URL_EN },
    });
    expect(unmatched.description.field?.slug).toBe('teaser');
  });
});

describe('checkItemFields', () => {
  const row = (fieldData: Record<string, unknown>) => ({ id: 'i1', fieldData });
  const choice = (suffix: string | null, description = 'teaser'): LocaleChoice => {
    const guess = guessedChoice(FIELDS, { kind: 'guessed', why: 'no-live' });
    const field = FIELDS.find((f) => f.slug === description)!;
    return { title: { ...guess.title, suffix }, description: { ...guess.description, field } };
  };

  it('checks the title with the suffix the page adds, and RichText as its text', () => {
    const fields = { name: 'Seeded rye bread with sunflower and pumpkin seeds', slug: 'rye' };
    const teaser = `<p>${'word '.repeat(26)}</p>`;
    expect(checkItemFields(row({ ...fields, teaser }), 'fr1', choice(null))).toEqual([]);
    const found = checkItemFields(
      row({ ...fields, teaser }),
      'fr1',
      choice(' | Acme Bakery Paris'),
    );
    expect(found).toEqual([
      expect.objectContaining({ target: 'title', level: 'long', key: 'fr1', slug: 'rye' }),
    ]);
    // Tags and entities are not counted: 39 characters of text is short for a description.
    const short = checkItemFields(
      row({ ...fields, teaser: '<h2>Seeded&nbsp;rye</h2><p>Baked every morning at four.</p>' }),
      '',
      choice(null),
    );
    expect(short.map((f) => [f.target, f.level, f.detail])).toEqual([
      ['description', 'short', '39 characters: short. Aim for 120–160 characters.'],
    ]);
  });

  it('calls an empty field empty, whatever suffix the page adds', () => {
    const found = checkItemFields(
      row({ name: '', slug: 'x', summary: '' }),
      '',
      choice(' | Acme', 'summary'),
    );
    expect(found.map((f) => [f.target, f.level, f.name])).toEqual([
      ['title', 'empty', 'x'],
      ['description', 'empty', 'x'],
    ]);
  });
});

describe('itemFieldCells', () => {
  const audit = {
    siteId: 's1',
    siteName: 'Acme',
    checkedAt: 0,
    locales: [
      { id: 'fr1', tag: 'fr', displayName: null, primary: false },
      { id: 'en1', tag: 'en', displayName: null, primary: true },
    ],
    pages: [
      {
        id: 't1',
        title: 'Post template',
        parentId: null,
        paths: { '': '/blog/template', fr1: null },
        slugs: {},
      },
    ],
    cells: [],
    requests: { listing: 0, schemaReads: 0 },
  } satisfies SiteAudit;
  const noLive = guessedChoice(FIELDS, { kind: 'guessed', why: 'no-live' });
  const noDescription: LocaleChoice = {
    ...noLive,
    description: { ...noLive.description, field: null },
  };
  const finding = (key: string) => ({
    itemId: 'i1',
    name: 'Rye',
    slug: 'rye',
    key,
    target: 'title' as const,
    level: 'short' as const,
    detail: '3 characters: short. Aim for 30–60 characters.',
  });
  const collection: CollectionFields = {
    id: 'c1',
    displayName: 'Posts',
    templatePageId: 't1',
    choices: new Map([
      ['fr1', noDescription],
      ['', noDescription],
    ]),
    findings: [finding('fr1'), finding('')],
    versions: 2,
  };

  it('notes once that the description field is unknown, and names each item page version', () => {
    const cells = itemFieldCells(
      audit,
      { collections: [collection], pages: 0 },
      [],
      'https://acme.example',
    );
    expect(cells.map((c) => [c.pageTitle, c.locale, c.url])).toEqual([
      ['Posts', 'en, fr', 'https://acme.example/#collection=c1'],
      ['Posts › rye', 'en', 'https://acme.example/blog/rye'],
      ['Posts › rye', 'fr', 'https://acme.example/#item=i1&locale=fr'],
    ]);
    expect(cells[0]!.findings).toEqual([
      expect.objectContaining({ severity: 'info', rule: 'items/description-field-unknown' }),
    ]);
    expect(cells[0]!.findings[0]!.message).toContain('unknown in en, fr: without --live');
    expect(cells[1]!.findings[0]).toMatchObject({
      severity: 'warning',
      rule: 'items/title-short',
      path: 'fieldData.name',
    });
    expect(cells[1]!.findings[0]!.message).toBe(
      'Name is too short (the field that feeds the title is unknown: the item’s name is checked alone, without any site name the page adds; --live infers it). 3 characters: short. Aim for 30–60 characters. Item “Rye” (rye) of Posts, locale en, page /blog/rye.',
    );
    expect(cells[2]!.findings[0]!.message).toContain(
      'locale fr, no published page in that locale.',
    );
  });

  it('adds to the live check’s cell of the same item page version', () => {
    const live: AuditedCell = {
      pageId: 'i1',
      pageTitle: 'Posts › rye',
      localeId: null,
      locale: 'en',
      path: '/blog/rye',
      url: 'https://acme.example/blog/rye',
      state: 'own',
      findings: [],
      item: { collectionId: 'c1', itemId: 'i1' },
    };
    const one = { ...collection, choices: new Map([['', noLive]]), findings: [finding('')] };
    const cells = itemFieldCells(audit, { collections: [one], pages: 0 }, [live], 'https://x');
    expect(cells).toEqual([live]);
    expect(live.findings.map((f) => f.rule)).toEqual(['items/title-short']);
    expect(itemFieldCells(audit, null, [live], 'https://x')).toEqual([live]);
  });
});
