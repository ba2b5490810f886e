/**
 * The popup's per-locale chips for the current page, as the background checked them.
 * @module
 */
import { signal } from '@preact/signals';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import type { LocaleSummary } from '../summary';

/** Creates the model. */
export function createSummaryModel(client: MessagingClient) {
  const summaries = signal<LocaleSummary[] | undefined>(undefined);
  /** Locales (null = primary) with an unsaved schema draft of this page. */
  const drafts = signal<Set<string | null>>(new Set());
  const error = signal<string | undefined>(undefined);
  return {
    summaries,
    drafts,
    error,
    async load(location: PageLocation) {
      void client
        .request('drafts.listDrafts', {
          siteId: location.site.id,
          pageId: location.page.id,
          kind: 'schema',
        })
        .then((list) => (drafts.value = new Set(list.map((d) => d.localeId))))
        .catch(() => undefined);
      try {
        summaries.value = await client.request('schema.schemaSummary', {
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
