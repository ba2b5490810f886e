/**
 * The popup's word on the live page: from the site's cached live check (no request beyond the
 * background's storage), whether the page in this locale serves what is saved.
 * @module
 */
import { signal } from '@preact/signals';
import type { LiveState } from '../live-types';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';

/** A live state worth saying in the popup, and when it was checked (ISO). */
export interface LiveVerdict {
  state: Extract<LiveState, 'differs' | 'missing' | 'unpublished'>;
  checkedAt: string;
}

const SAID = new Set<LiveState>(['differs', 'missing', 'unpublished']);

/** Creates the model. */
export function createLiveVerdictModel(client: MessagingClient) {
  const verdict = signal<LiveVerdict | null>(null);
  return {
    verdict,
    /** Reads the cached live check of `location`'s site; says nothing when there is none. */
    async load(location: PageLocation) {
      const localeId = location.locale.primary ? null : location.locale.id;
      try {
        const result = await client.request('live-site.getLiveSite', { siteId: location.site.id });
        const cell = result?.cells.find(
          (c) => c.pageId === location.page.id && c.localeId === localeId,
        );
        verdict.value =
          result && cell && SAID.has(cell.state)
            ? { state: cell.state as LiveVerdict['state'], checkedAt: result.checkedAt }
            : null;
      } catch {
        verdict.value = null;
      }
    },
  };
}

/** The popup's live verdict model. */
export type LiveVerdictModel = ReturnType<typeof createLiveVerdictModel>;
