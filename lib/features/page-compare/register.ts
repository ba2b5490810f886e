/**
 * The page-compare feature's message: the markup of the page in a tab compared with the saved one.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import { defineBackground } from '../../core/messaging/registry';
import { readPageSchema } from '../schema/background';
import { checkLivePage, type LiveCheck } from './live-check';

/**
 * Every page-compare message: `request` is what a page sends, `response` what the background
 * answers.
 */
export const pageCompareMessages = {
  checkLivePage: {
    request: z
      .object({
        tabId: z.number().int().nonnegative(),
        siteId: id,
        pageId: id,
        localeId: id.nullable(),
      })
      .strict(),
    response: out<LiveCheck>(),
  },
} as const;

/** What the page-compare handler needs from the background. */
export interface PageCompareHandlerDeps {
  /** The signed-in client of a site; throws with an editor-readable message when there is none. */
  clientFor(siteId: string): Promise<ApiClient>;
}

/** What the page-compare feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: pageCompareMessages,
  createHandlers: ({ clientFor }: PageCompareHandlerDeps) => ({
    async checkLivePage({ tabId, siteId, pageId, localeId }) {
      const [shown] = await readPageSchema(await clientFor(siteId), siteId, pageId, [localeId]);
      return checkLivePage(tabId, shown!);
    },
  }),
});
