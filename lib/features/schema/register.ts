/**
 * The schema feature's messages: a page's markup per locale, its summary (the popup's chips), the
 * markup's removal, and what the "Add schema…" templates are prefilled from.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import { getPage } from '../../core/api/pages';
import type { PageLocator } from '../../core/locate/page-locator';
import { defineBackground } from '../../core/messaging/registry';
import { schemaDraftKind } from './draft-kind';
import { readLiveTab } from '../page-compare/background';
import { clearPageSchema, readPageSchema, type LocaleSchema } from './page-schema';
import { summarize, type LocaleSummary } from './summary';
import { loadChecker } from '../../jsonld';

const pageRef = { siteId: id, pageId: id };
/** Locales of a page in one request; null is the primary locale. */
const localeIds = z.array(id.nullable()).min(1).max(100);

/** What a template is prefilled from: the page's description, its image, its breadcrumbs. */
interface StarterContext {
  description?: string;
  ogImage?: string;
  breadcrumbs: { name: string; path: string }[];
}

/** Every schema message: `request` is what a page sends, `response` what the background answers. */
export const schemaMessages = {
  pageSchema: {
    request: z.object({ ...pageRef, localeIds }).strict(),
    response: out<LocaleSchema[]>(),
  },
  schemaSummary: {
    request: z.object({ ...pageRef, localeIds }).strict(),
    response: out<LocaleSummary[]>(),
  },
  clearSchema: {
    request: z.object({ ...pageRef, localeId: id.nullable() }).strict(),
    response: out<LocaleSchema>(),
  },
  templateContext: {
    request: z
      .object({
        ...pageRef,
        localeId: id,
        primary: z.boolean(),
        tabId: z.number().int().nonnegative().optional(),
      })
      .strict(),
    response: out<StarterContext>(),
  },
} as const;

/** What the schema handlers need from the background. */
export interface SchemaHandlerDeps {
  /** The signed-in client of a site; throws with an editor-readable message when there is none. */
  clientFor(siteId: string): Promise<ApiClient>;
  locator: Pick<PageLocator, 'breadcrumbs'>;
}

/** What the schema feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: schemaMessages,
  createHandlers: ({ clientFor, locator }: SchemaHandlerDeps) => ({
    async pageSchema({ siteId, pageId, localeIds }) {
      return readPageSchema(await clientFor(siteId), siteId, pageId, localeIds);
    },
    async schemaSummary({ siteId, pageId, localeIds }) {
      const locales = await readPageSchema(await clientFor(siteId), siteId, pageId, localeIds);
      const { checkJsonLd, loadVocabulary } = await loadChecker();
      const vocabulary = await loadVocabulary();
      return summarize(locales, async (value) => {
        const found = checkJsonLd(value, { vocabulary }).diagnostics;
        return {
          errors: found.filter((d) => d.severity === 'error').length,
          warnings: found.filter((d) => d.severity === 'warning').length,
        };
      });
    },
    async clearSchema({ siteId, pageId, localeId }) {
      return clearPageSchema(await clientFor(siteId), pageId, localeId);
    },
    async templateContext({ siteId, pageId, localeId, primary, tabId }) {
      const client = await clientFor(siteId);
      const [page, breadcrumbs, live] = await Promise.all([
        getPage(client, pageId, primary ? undefined : localeId),
        locator.breadcrumbs(siteId, pageId, localeId),
        tabId === undefined ? undefined : readLiveTab(tabId),
      ]);
      const description = page.seo?.description || undefined;
      const ogImage = live?.ok ? live.page.ogImage : undefined;
      return {
        breadcrumbs,
        ...(description ? { description } : {}),
        ...(ogImage ? { ogImage } : {}),
      };
    },
  }),
  draftKinds: [schemaDraftKind],
});
