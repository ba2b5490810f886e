/**
 * The metadata feature's message: a page's metadata in one locale with its siblings' slugs.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import { allPages, getPage, type Page } from '../../core/api/pages';
import { defineBackground } from '../../core/messaging/registry';
import { metadataDraftKind } from './draft-kind';
import { siblingsOf, type SiblingSlug } from './slug-rules';

/**
 * Every metadata message: `request` is what a page sends, `response` what the background answers.
 */
export const metadataMessages = {
  pageMetadata: {
    request: z.object({ siteId: id, pageId: id, localeId: id.nullable() }).strict(),
    response: out<{ page: Page; siblings: SiblingSlug[] }>(),
  },
} as const;

/** What the metadata handler needs from the background. */
export interface MetadataHandlerDeps {
  /** The signed-in client of a site; throws with an editor-readable message when there is none. */
  clientFor(siteId: string): Promise<ApiClient>;
}

/** What the metadata feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: metadataMessages,
  createHandlers: ({ clientFor }: MetadataHandlerDeps) => ({
    async pageMetadata({ siteId, pageId, localeId }) {
      const client = await clientFor(siteId);
      const locale = localeId ?? undefined;
      const page = await getPage(client, pageId, locale);
      const pages: Page[] = [];
      for await (const p of allPages(client, siteId, locale)) pages.push(p);
      return { page, siblings: siblingsOf(page, pages) };
    },
  }),
  draftKinds: [metadataDraftKind],
});

/** A page with its metadata in one locale, as `metadata.pageMetadata` answers it (for views and models). */
export type { Page } from '../../core/api/pages';
