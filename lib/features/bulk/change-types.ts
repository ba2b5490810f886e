/**
 * A bulk change as a page asks for it (zod-checked at the message edge), and the shapes every
 * change works on: the current state of one cell and what the change makes of it.
 * @module
 */
import { z } from 'zod';
// eslint-disable-next-line no-restricted-imports -- through the barrels this type closes a cycle (site's audit stores live-site's facts, which name site's cells and bulk's changes)
import type { CellRef } from '../site/cell';

/** Add an Organization node; inheriting secondary cells are skipped unless `includeInheriting`. */
export const addOrganizationSchema = z.object({
  type: z.literal('add-organization'),
  name: z.string().trim().min(1).max(200),
  url: z.url().max(2048),
  logo: z.url().max(2048).optional(),
  /** Give inheriting secondary cells markup of their own: the primary's, with the node added. */
  includeInheriting: z.boolean().optional(),
});

/** Set `inLanguage` to the locale's tag on every node whose type takes it. */
export const setInLanguageSchema = z.object({ type: z.literal('set-in-language') });

/** Give inheriting secondary cells their own copy of the primary's markup. */
export const createLocaleVersionsSchema = z.object({ type: z.literal('create-locale-versions') });

/** Shorten SEO titles over the length guidance at a word boundary. */
export const fixLongTitlesSchema = z.object({ type: z.literal('fix-long-titles') });

/** Clean slugs that break the service's format; the old paths can then be redirected. */
export const fixSlugFormatSchema = z.object({ type: z.literal('fix-slug-format') });

/**
 * Point `url`/`@id` values naming the primary locale's URL at each cell's own URL; the live check
 * supplies both URLs per cell (not offered in the bulk panel, only as a language fix).
 */
export const setLocaleUrlsSchema = z.object({
  type: z.literal('set-locale-urls'),
  urls: z
    .array(
      z
        .object({
          pageId: z.string().min(1).max(64),
          localeId: z.string().min(1).max(64),
          from: z.url().max(2048),
          to: z.url().max(2048),
        })
        .strict(),
    )
    .min(1)
    .max(5000),
});

/** Every bulk change. */
export const bulkChangeSchema = z.discriminatedUnion('type', [
  addOrganizationSchema,
  setInLanguageSchema,
  createLocaleVersionsSchema,
  fixLongTitlesSchema,
  fixSlugFormatSchema,
]);

/** Every change `bulk.planBulkChange` plans: the bulk panel's, and the live check's language fixes. */
export const planChangeSchema = z.discriminatedUnion('type', [
  addOrganizationSchema,
  setInLanguageSchema,
  createLocaleVersionsSchema,
  fixLongTitlesSchema,
  fixSlugFormatSchema,
  setLocaleUrlsSchema,
]);

/** A bulk change. */
export type BulkChange = z.output<typeof bulkChangeSchema>;
/** The `set-locale-urls` change. */
export type SetLocaleUrls = z.output<typeof setLocaleUrlsSchema>;
/** The type of a bulk change. */
export type BulkChangeType = BulkChange['type'];
/** A change `bulk.planBulkChange` plans. */
export type PlanChange = z.output<typeof planChangeSchema>;
/** What a change writes to. */
export type ChangeKind = 'schema' | 'metadata';

/** Which kind of write each change makes. */
export const KIND_OF: Record<PlanChange['type'], ChangeKind> = {
  'add-organization': 'schema',
  'set-in-language': 'schema',
  'create-locale-versions': 'schema',
  'fix-long-titles': 'metadata',
  'fix-slug-format': 'metadata',
  'set-locale-urls': 'schema',
};

/** The locale a cell is in. */
export interface CellLocale {
  /** BCP 47 tag, e.g. `fr-FR`; null when the site does not say. */
  tag: string | null;
  primary: boolean;
}

/** A cell's schema markup now, as read fresh from the service. */
export interface SchemaCellState {
  cell: CellRef;
  locale: CellLocale;
  /** `own`: the locale's markup; `inherited`: the primary's shown; `raw`: a legacy text value. */
  state: 'own' | 'inherited' | 'none' | 'raw';
  /** The markup the cell shows (the primary's when inherited). */
  value: Record<string, unknown> | null;
}

/** A cell's metadata now. */
export interface MetadataCellState {
  cell: CellRef;
  locale: CellLocale;
  title: string;
  seoTitle: string;
}

/** What a schema write sends for one cell. */
export type SchemaPayload = {
  siteId: string;
  pageId: string;
  localeId: string | null;
  jsonLdSchema: Record<string, unknown>;
};

/** What a metadata write sends for one cell. */
export type MetadataPayload = {
  siteId: string;
  pageId: string;
  localeId: string | null;
  seo?: { title: string };
  /** A new slug; the executor records the published paths it moves (see `lib/features/redirects`). */
  slug?: string;
};

/** What a change makes of one cell: `before`/`after` are what the preview compares. */
export type ChangeResult<P> =
  { payload: P; before: unknown; after: unknown; summary: string } | { skip: string };
