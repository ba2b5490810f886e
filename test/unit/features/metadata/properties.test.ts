import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/core/api/pages';
import {
  draftValueFromFields,
  fieldsFromDraft,
  pageUpdateFromSend,
  updateFromFields,
  type MetadataFields,
} from '@/lib/features/metadata/metadata-form';
import { validateSlug } from '@/lib/features/metadata/slug-rules';
import { slugify } from '@/lib/features/metadata/slugify';

const fieldsArb: fc.Arbitrary<MetadataFields> = fc.record({
  title: fc.string(),
  slug: fc.string(),
  seoTitle: fc.string(),
  seoDescription: fc.string(),
  ogTitle: fc.string(),
  ogTitleCopied: fc.boolean(),
  ogDescription: fc.string(),
  ogDescriptionCopied: fc.boolean(),
});

const pageOf = (f: MetadataFields): Page => ({
  id: 'p1',
  title: f.title,
  slug: f.slug,
  seo: { title: f.seoTitle, description: f.seoDescription },
  openGraph: {
    title: f.ogTitle,
    titleCopied: f.ogTitleCopied,
    description: f.ogDescription,
    descriptionCopied: f.ogDescriptionCopied,
  },
});

describe('properties', () => {
  it('slugify always yields a valid slug or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const slug = slugify(text);
        if (slug !== '') expect(validateSlug(slug, [], 'self').problems).toEqual([]);
      }),
    );
  });

  it('a suggestion is always valid among the same siblings', () => {
    const siblings = fc.array(
      fc.record({ id: fc.string(), slug: fc.stringMatching(/^[a-z0-9]{1,4}(-[0-9])?$/) }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), siblings, (slug, sibs) => {
        const { suggestion } = validateSlug(slug, sibs, 'self');
        if (suggestion !== null) expect(validateSlug(suggestion, sibs, 'self').valid).toBe(true);
      }),
    );
  });

  it('a draft reads back as the same update, and a body never carries a copied text', () => {
    fc.assert(
      fc.property(fieldsArb, fieldsArb, (before, after) => {
        const page = pageOf(before);
        const update = updateFromFields(page, after);
        const back = fieldsFromDraft(page, draftValueFromFields(page, after));
        expect(updateFromFields(page, back)).toEqual(update);
        const body = pageUpdateFromSend(update);
        if (body.openGraph?.titleCopied === true) expect(body.openGraph.title).toBeUndefined();
        if (after.ogTitleCopied) expect(update.openGraph?.title).toBeUndefined();
        if (after.ogDescriptionCopied) expect(update.openGraph?.description).toBeUndefined();
      }),
    );
  });
});
