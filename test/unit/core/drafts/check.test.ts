import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBeforeWrite, keepMine, overlay, takeMerged } from '@/lib/core/drafts/check';
import { compareFields, compareWhole } from '@/lib/core/drafts/compare';
import { jsonEqual, type Json } from '@/lib/core/drafts/json-value';
import type { Draft, RemoteState } from '@/lib/core/drafts/draft-types';

const key = { siteId: 's', pageId: 'p', localeId: 'fr' };
const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Old' };

/** A document kept as text, compared whole: the way of the schema editor's drafts. */
const whole = compareWhole<string>({
  toValue: (text) => JSON.parse(text) as unknown,
  fromMerged: (merged) => JSON.stringify(merged ?? null, null, 2),
});
type FieldsValue = Record<string, Json>;

const schemaDraft = (value: string, base: RemoteState): Draft => ({
  ...key,
  kind: 'document',
  value,
  base,
  createdAt: 1,
  updatedAt: 1,
});

const page = {
  title: 'Home',
  slug: 'home',
  seo: { title: 'SEO', description: 'Desc' },
  openGraph: { title: 'OG', titleCopied: true, description: 'OGD', descriptionCopied: true },
};

const metadataDraft = (value: FieldsValue, base: RemoteState): Draft => ({
  ...key,
  kind: 'fields',
  value,
  base,
  createdAt: 1,
  updatedAt: 1,
});

describe('checkBeforeWrite on drafts of a whole document (schema)', () => {
  const base = { lastUpdated: 't1', value: article };
  const mine = { ...article, headline: 'New' };

  it('is clean when the remote is unchanged, and sends the parsed text', () => {
    const check = checkBeforeWrite(whole, schemaDraft(JSON.stringify(mine), base), base);
    expect(check).toEqual({ status: 'clean', send: mine });
  });

  it('compares semantically: key order and formatting do not matter', () => {
    const remote = {
      lastUpdated: 't1',
      value: { headline: 'Old', '@type': 'Article', '@context': 'https://schema.org' },
    };
    expect(
      checkBeforeWrite(whole, schemaDraft(JSON.stringify(mine, null, 4), base), remote).status,
    ).toBe('clean');
  });

  it('is a conflict when someone else changed the markup, with theirs, mine, base and a merge', () => {
    const theirs = { ...article, image: 'x.png' };
    const check = checkBeforeWrite(whole, schemaDraft(JSON.stringify(mine), base), {
      lastUpdated: 't2',
      value: theirs,
    });
    expect(check).toMatchObject({
      status: 'conflict',
      base: article,
      mine,
      theirs,
      theirsLastUpdated: 't2',
    });
    expect(check.status === 'conflict' && check.merged).toEqual({
      value: { ...article, headline: 'New', image: 'x.png' },
      conflicts: [],
    });
  });

  it('is already applied when the remote equals mine (an ambiguous write that did apply)', () => {
    const remote = {
      lastUpdated: 't2',
      value: { headline: 'New', '@type': 'Article', '@context': 'https://schema.org' },
    };
    expect(checkBeforeWrite(whole, schemaDraft(JSON.stringify(mine), base), remote)).toEqual({
      status: 'already-applied',
    });
  });

  it('is invalid when the text is not JSON, and never throws', () => {
    const check = checkBeforeWrite(whole, schemaDraft('{"@type": ', base), base);
    expect(check.status).toBe('invalid');
  });

  it('uses the kind’s normalizer for the editor text', () => {
    const scripted = compareWhole<string>({
      toValue: (text) => JSON.parse(text.replace(/<\/?script[^>]*>/g, '')) as unknown,
      fromMerged: String,
    });
    const text = `<script type="application/ld+json">${JSON.stringify(mine)}</script>`;
    expect(checkBeforeWrite(scripted, schemaDraft(text, base), base)).toEqual({
      status: 'clean',
      send: mine,
    });
  });

  it('clearing markup (null) is a value like any other', () => {
    expect(checkBeforeWrite(whole, schemaDraft('null', base), base)).toEqual({
      status: 'clean',
      send: null,
    });
    expect(
      checkBeforeWrite(whole, schemaDraft('null', base), { lastUpdated: null, value: null }).status,
    ).toBe('already-applied');
  });

  it('keepMine rebases onto theirs so the next check is clean', () => {
    const theirs = { lastUpdated: 't2', value: { ...article, headline: 'Theirs' } };
    const draft = keepMine(schemaDraft(JSON.stringify(mine), base), theirs, 5);
    expect(draft.base).toEqual(theirs);
    expect(draft.updatedAt).toBe(5);
    expect(checkBeforeWrite(whole, draft, theirs)).toEqual({ status: 'clean', send: mine });
  });

  it('takeMerged stores the merged value as text and rebases', () => {
    const theirs = { lastUpdated: 't2', value: { ...article, image: 'x.png' } };
    const merged = { ...article, headline: 'New', image: 'x.png' };
    const draft = takeMerged(whole, schemaDraft(JSON.stringify(mine), base), theirs, merged, 5);
    expect(JSON.parse(draft.value as string)).toEqual(merged);
    expect(checkBeforeWrite(whole, draft, theirs)).toEqual({ status: 'clean', send: merged });
  });
});

describe('checkBeforeWrite on drafts of fields (metadata)', () => {
  const base = { lastUpdated: 't1', value: page };

  it('sends only the fields the editor changed, whole groups with their other values', () => {
    const draft = metadataDraft({ seo: { title: 'New SEO' }, slug: 'home' }, base);
    expect(checkBeforeWrite(compareFields, draft, base)).toEqual({
      status: 'clean',
      send: { seo: { title: 'New SEO', description: 'Desc' } },
    });
  });

  it('stays clean when the page changed only outside the draft (lastUpdated moved)', () => {
    const draft = metadataDraft({ seo: { title: 'New SEO' } }, base);
    const remote = { lastUpdated: 't2', value: { ...page, title: 'Someone else' } };
    expect(checkBeforeWrite(compareFields, draft, remote).status).toBe('clean');
  });

  it('is a conflict when someone changed a field the draft edits, with the overlapping paths', () => {
    const draft = metadataDraft({ seo: { title: 'Mine' } }, base);
    const remote = {
      lastUpdated: 't2',
      value: { ...page, seo: { title: 'Theirs', description: 'Desc' } },
    };
    const check = checkBeforeWrite(compareFields, draft, remote);
    expect(check.status).toBe('conflict');
    expect(check.status === 'conflict' && check.merged.conflicts.map((c) => c.path)).toEqual([
      ['seo', 'title'],
    ]);
  });

  it('merges a change of theirs beside mine in the same group', () => {
    const draft = metadataDraft({ seo: { title: 'Mine' } }, base);
    const remote = {
      lastUpdated: 't2',
      value: { ...page, seo: { title: 'SEO', description: 'Theirs' } },
    };
    const check = checkBeforeWrite(compareFields, draft, remote);
    expect(check.status === 'conflict' && check.merged).toEqual({
      value: { seo: { title: 'Mine', description: 'Theirs' } },
      conflicts: [],
    });
  });

  it('is already applied when the page holds the draft values', () => {
    const draft = metadataDraft({ seo: { title: 'Mine' } }, base);
    const remote = {
      lastUpdated: 't2',
      value: { ...page, seo: { description: 'Desc', title: 'Mine' } },
    };
    expect(checkBeforeWrite(compareFields, draft, remote)).toEqual({ status: 'already-applied' });
  });

  it('keepMine overwrites only the overlapping fields', () => {
    const draft = metadataDraft({ seo: { title: 'Mine' } }, base);
    const remote = {
      lastUpdated: 't2',
      value: { ...page, seo: { title: 'Theirs', description: 'New D' } },
    };
    expect(checkBeforeWrite(compareFields, keepMine(draft, remote, 2), remote)).toEqual({
      status: 'clean',
      send: { seo: { title: 'Mine', description: 'New D' } },
    });
  });

  it('property: a clean write never overwrites their edits and always carries mine', () => {
    const value = fc.dictionary(fc.constantFrom('title', 'slug', 'seo'), fc.jsonValue(), {
      maxKeys: 3,
    });
    fc.assert(
      fc.property(value, value, value, (b, mine, theirs) => {
        const base = b as FieldsValue;
        const remote = { lastUpdated: 'b', value: theirs as FieldsValue };
        const check = checkBeforeWrite(
          compareFields,
          metadataDraft(mine as FieldsValue, { lastUpdated: 'a', value: base }),
          remote,
        );
        expect(['clean', 'conflict', 'already-applied']).toContain(check.status);
        if (check.status !== 'clean') return;
        const after: Record<string, unknown> = { ...theirs, ...(check.send as object) };
        for (const k of Object.keys(mine)) {
          if (!jsonEqual(theirs[k], base[k])) expect(jsonEqual(after[k], theirs[k])).toBe(true);
          else expect(jsonEqual(after[k], overlay(base[k], mine[k]))).toBe(true);
        }
      }),
    );
  });
});
