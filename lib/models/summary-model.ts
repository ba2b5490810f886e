/**
 * The popup's per-locale chips for the current page, as the background checked them.
 * @module
 */
import { signal } from '@preact/signals';
import type { PageLocation } from '../locate/page-locator';
import type { MessagingClient } from '../messaging/client';
import type { LocaleSummary } from '../schema/summary';

/** Creates the model. */
export function createSummaryModel(client: MessagingClient) {
  const summaries = signal<LocaleSummary[] | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  return {
    summaries,
    error,
    async load(location: PageLocation) {
      try {
        summaries.value = await client.request('schemaSummary', {
          siteId: location.site.id,
          pageId: location.page.id,
          localeIds: location.locales.map((l) => (l.primary ? null : l.id)),
        });
        error.value = undefined;
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      }
    },
  };
}

/** The popup's chips model. */
export type SummaryModel = ReturnType<typeof createSummaryModel>;
