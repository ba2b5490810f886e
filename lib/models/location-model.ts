/**
 * Which page the current tab shows, as the background located it.
 * @module
 */
import { signal, type Signal } from '@preact/signals';
import type { LocationAnswer } from '../locate/page-locator';
import type { MessagingClient } from '../messaging/client';

/** The located page of the current tab. */
export interface LocationModel {
  url: Signal<string | undefined>;
  answer: Signal<LocationAnswer | undefined>;
  error: Signal<string | undefined>;
  loading: Signal<boolean>;
  locate(url: string | undefined, options?: { refresh?: boolean }): Promise<void>;
}

/** Creates the model; `initial` paints a cached answer before the background answers. */
export function createLocationModel(
  client: MessagingClient,
  initial?: { url: string; answer: LocationAnswer },
): LocationModel {
  const url = signal(initial?.url);
  const answer = signal(initial?.answer);
  const error = signal<string | undefined>(undefined);
  const loading = signal(false);
  return {
    url,
    answer,
    error,
    loading,
    async locate(tabUrl, options = {}) {
      if (tabUrl !== url.value) answer.value = undefined;
      url.value = tabUrl;
      if (!tabUrl) return;
      loading.value = true;
      try {
        answer.value = await client.request('locatePage', { url: tabUrl, ...options });
        error.value = undefined;
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      } finally {
        loading.value = false;
      }
    },
  };
}
