/**
 * The metadata form as plain data: a page's editable fields, the minimal update body for what
 * changed, the partial draft value the drafts mechanism stores, and the body a saved draft becomes.
 *
 * The "same as SEO" switches are `openGraph.titleCopied` / `descriptionCopied`: while one is on,
 * the Open Graph value follows the SEO value, so only the switch is sent, never a separate Open
 * Graph text (the service would otherwise turn the switch off). Pure: no browser API, no network.
 * @module
 */
import { z } from 'zod';
import type { Page, PageUpdate } from '../../core/api/pages';
import { overlay } from '../../core/drafts/check';
import type { Json } from '../../core/drafts/json-value';

/** The editable fields of a page in one locale. */
export interface MetadataFields {
  title: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  ogTitle: string;
  /** "Same as SEO title" (`openGraph.titleCopied`). */
  ogTitleCopied: boolean;
  ogDescription: string;
  /** "Same as SEO description" (`openGraph.descriptionCopied`). */
  ogDescriptionCopied: boolean;
}

/** The form's fields as `page` holds them; the switches default to on, as the service's do. */
export function fieldsFromPage(page: Page): MetadataFields {
  return {
    title: page.title ?? '',
    slug: page.slug ?? '',
    seoTitle: page.seo?.title ?? '',
    seoDescription: page.seo?.description ?? '',
    ogTitle: page.openGraph?.title ?? '',
    ogTitleCopied: page.openGraph?.titleCopied ?? true,
    ogDescription: page.openGraph?.description ?? '',
    ogDescriptionCopied: page.openGraph?.descriptionCopied ?? true,
  };
}

/**
 * The smallest update that turns `page` into `fields`: only changed fields, nested objects only
 * with their changed members. An empty object means nothing to save.
 */
export function updateFromFields(page: Page, fields: MetadataFields): PageUpdate {
  const was = fieldsFromPage(page);
  const update: PageUpdate = {};
  if (fields.title !== was.title) update.title = fields.title;
  if (fields.slug !== was.slug) update.slug = fields.slug;
  const seo: NonNullable<PageUpdate['seo']> = {};
  if (fields.seoTitle !== was.seoTitle) seo.title = fields.seoTitle;
  if (fields.seoDescription !== was.seoDescription) seo.description = fields.seoDescription;
  if (Object.keys(seo).length > 0) update.seo = seo;
  const og: NonNullable<PageUpdate['openGraph']> = {};
  if (fields.ogTitleCopied !== was.ogTitleCopied) og.titleCopied = fields.ogTitleCopied;
  if (!fields.ogTitleCopied && (fields.ogTitle !== was.ogTitle || was.ogTitleCopied)) {
    og.title = fields.ogTitle;
  }
  if (fields.ogDescriptionCopied !== was.ogDescriptionCopied) {
    og.descriptionCopied = fields.ogDescriptionCopied;
  }
  if (
    !fields.ogDescriptionCopied &&
    (fields.ogDescription !== was.ogDescription || was.ogDescriptionCopied)
  ) {
    og.description = fields.ogDescription;
  }
  if (Object.keys(og).length > 0) update.openGraph = og;
  return update;
}

/** True when `fields` differ from what `page` holds. */
export function isDirty(page: Page, fields: MetadataFields): boolean {
  return Object.keys(updateFromFields(page, fields)).length > 0;
}

/** The value of a `kind: 'metadata'` draft: the update, as the JSON the draft store keeps. */
export function draftValueFromFields(page: Page, fields: MetadataFields): Record<string, Json> {
  return JSON.parse(JSON.stringify(updateFromFields(page, fields))) as Record<string, Json>;
}

/** The form's fields of a metadata draft over its base page (the draft's `base.value`). */
export function fieldsFromDraft(base: Page, draftValue: Record<string, Json>): MetadataFields {
  const update = pageUpdateSchema.parse(draftValue);
  return fieldsFromPage(overlay(base, update) as Page);
}

/**
 * Turning a "same as SEO" switch on or off. Turning one off starts the Open Graph text from the
 * SEO text when it is empty, so the card does not go blank.
 */
export function setCopied(
  fields: MetadataFields,
  which: 'title' | 'description',
  on: boolean,
): MetadataFields {
  if (which === 'title') {
    const ogTitle = !on && fields.ogTitle === '' ? fields.seoTitle : fields.ogTitle;
    return { ...fields, ogTitleCopied: on, ogTitle };
  }
  const ogDescription =
    !on && fields.ogDescription === '' ? fields.seoDescription : fields.ogDescription;
  return { ...fields, ogDescriptionCopied: on, ogDescription };
}

/** What search results and social cards show for `fields` (the switches and fallbacks applied). */
export interface EffectiveMetadata {
  searchTitle: string;
  searchDescription: string;
  cardTitle: string;
  cardDescription: string;
}

/** The values previews show: an empty SEO title falls back to the page title. */
export function effectiveMetadata(fields: MetadataFields): EffectiveMetadata {
  const searchTitle = fields.seoTitle.trim() || fields.title;
  return {
    searchTitle,
    searchDescription: fields.seoDescription,
    cardTitle: fields.ogTitleCopied ? searchTitle : fields.ogTitle,
    cardDescription: fields.ogDescriptionCopied ? fields.seoDescription : fields.ogDescription,
  };
}

/** Update Page Metadata's body, checked where it crosses a trust edge (a stored draft, a message). */
export const pageUpdateSchema = z.looseObject({
  title: z.string().nullish(),
  slug: z.string().nullish(),
  seo: z.looseObject({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
  openGraph: z
    .looseObject({
      title: z.string().nullish(),
      titleCopied: z.boolean().nullish(),
      description: z.string().nullish(),
      descriptionCopied: z.boolean().nullish(),
    })
    .nullish(),
});

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/**
 * The request body for a saved metadata draft's `send` (the changed top-level fields, whole, as
 * `checkBeforeWrite` returns them): unknown keys and nulls are dropped, and an Open Graph text is
 * left out while its "same as SEO" switch is on.
 */
export function pageUpdateFromSend(send: unknown): PageUpdate {
  const parsed = pageUpdateSchema.parse(send);
  const update: PageUpdate = {};
  if (present(parsed.title)) update.title = parsed.title;
  if (present(parsed.slug)) update.slug = parsed.slug;
  if (parsed.seo) {
    const seo: NonNullable<PageUpdate['seo']> = {};
    if (present(parsed.seo.title)) seo.title = parsed.seo.title;
    if (present(parsed.seo.description)) seo.description = parsed.seo.description;
    if (Object.keys(seo).length > 0) update.seo = seo;
  }
  const og = parsed.openGraph;
  if (og) {
    const body: NonNullable<PageUpdate['openGraph']> = {};
    if (present(og.titleCopied)) body.titleCopied = og.titleCopied;
    if (present(og.title) && og.titleCopied !== true) body.title = og.title;
    if (present(og.descriptionCopied)) body.descriptionCopied = og.descriptionCopied;
    if (present(og.description) && og.descriptionCopied !== true) {
      body.description = og.description;
    }
    if (Object.keys(body).length > 0) update.openGraph = body;
  }
  return update;
}
