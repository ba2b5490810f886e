/**
 * The page-compare feature's message: the markup of the page in a tab compared with the saved one.
 * @module
 */
import { z } from 'zod';
import type { ApiClient } from '../../core/api/client';
import { defineFeature } from '../../core/messaging/registry';
import { readPageSchema } from '../schema/background';
import { checkLivePage, type LiveCheck } from './live-check';

const id = z.string().min(1).max(64);
const out = <T>() => z.custom<T>(() => true);

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

/** The page-compare feature, as the composition root lists it. */
export const pageCompareFeature = defineFeature({
  messages: pageCompareMessages,
  createHandlers: ({ clientFor }: PageCompareHandlerDeps) => ({
    async checkLivePage({ tabId, siteId, pageId, localeId }) {
      const [shown] = await readPageSchema(await clientFor(siteId), siteId, pageId, [localeId]);
      return checkLivePage(tabId, shown!);
    },
  }),
});
