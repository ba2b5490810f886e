/**
 * The bulk-change messages: `bulk.planBulkChange` reads the selected cells fresh and answers the preview
 * and the entries to write; the page then starts the job with `jobs.startJob` (see `job-messages.ts`).
 * `register.ts` registers them with the background.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import { getSite, siteLocales } from '../../core/api/sites';
import { loadVocabulary } from '../../jsonld';
import { planChangeSchema } from './change-types';
import { bulkText } from './messages';
import { planBulkChange } from './plan';
import type { BulkPlan } from './plan-types';

/** The most cells one bulk change may cover (a 1,000-page site in three locales). */
export const MAX_BULK_CELLS = 5000;

/** Every bulk message: `request` is what a page sends, `response` what the background answers. */
export const bulkMessages = {
  planBulkChange: {
    request: z
      .object({
        siteId: id,
        change: planChangeSchema,
        cells: z
          .array(z.object({ pageId: id, localeId: id.nullable() }).strict())
          .min(1)
          .max(MAX_BULK_CELLS, { error: bulkText.tooManyCells(MAX_BULK_CELLS) }),
      })
      .strict(),
    response: out<BulkPlan>(),
  },
} as const;

/** What the bulk handlers need. */
export interface BulkHandlerDeps {
  /** The signed-in client of a site; throws with an editor-readable message when there is none. */
  clientFor: (siteId: string) => Promise<ApiClient>;
}

type Messages = typeof bulkMessages;

/** The background's handlers of `bulkMessages`. */
export type BulkHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** Builds the handlers. */
export function createBulkHandlers({ clientFor }: BulkHandlerDeps): BulkHandlers {
  return {
    planBulkChange: async ({ siteId, change, cells }) => {
      const client = await clientFor(siteId);
      const locales = siteLocales(await getSite(client, siteId));
      const vocabulary = change.type === 'set-in-language' ? await loadVocabulary() : undefined;
      return planBulkChange(client, {
        siteId,
        change,
        cells,
        locales,
        ...(vocabulary ? { vocabulary } : {}),
      });
    },
  };
}
