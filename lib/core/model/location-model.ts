/**
 * Which page the current tab shows, as the background located it.
 * @module
 */
import { signal, type Signal } from '@preact/signals';
import type { LocationAnswer, SiteOutline } from '../locate/page-locator';
import type { MessagingClient } from '../messaging/client';

/** The located page of the current tab. */
export interface LocationModel {
  url: Signal<string | undefined>;
  /** The tab's address could not be read: the browser has not let the extension see the tab. */
  unreadable: Signal<boolean>;
  answer: Signal<LocationAnswer | undefined>;
  error: Signal<string | undefined>;
  loading: Signal<boolean>;
  locate(url: string | undefined, options?: { refresh?: boolean }): Promise<void>;
  /** The site being browsed in the picker, once loaded. */
  outline: Signal<SiteOutline | undefined>;
  loadOutline(siteId: string): Promise<void>;
  /** Uses a page picked by hand when the tab could not be mapped. */
  pick(pageId: string, localeId: string): void;
}

/** Creates the model; `initial` paints a cached answer before the background answers. */
export function createLocationModel(
  client: MessagingClient,
  initial?: { url: string; answer: LocationAnswer },
): LocationModel {
  const url = signal(initial?.url);
  const unreadable = signal(false);
  const answer = signal(initial?.answer);
  const error = signal<string | undefined>(undefined);
  const loading = signal(false);
  const outline = signal<SiteOutline | undefined>(undefined);
  return {
    url,
    unreadable,
    answer,
    error,
    loading,
    outline,
    async loadOutline(siteId) {
      try {
        outline.value = (await client.request('account.siteOutline', { siteId })) ?? undefined;
        error.value = undefined;
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      }
    },
    pick(pageId, localeId) {
      const site = outline.value;
      const page = site?.pages.find((p) => p.id === pageId);
      const locale = site?.locales.find((l) => l.id === localeId);
      if (!site || !page || !locale) return;
      answer.value = {
        ok: true,
        location: {
          site: site.site,
          page,
          locale,
          locales: site.locales,
          paths: {},
          via: 'picked',
        },
      };
    },
    async locate(tabUrl, options = {}) {
      if (tabUrl !== url.value) answer.value = undefined;
      url.value = tabUrl;
      // Without the tab's address there is nothing to look up; in production builds this is a
      // tab the editor has not invoked the extension on (no `activeTab`) or a browser page.
      unreadable.value = !tabUrl;
      if (!tabUrl) return;
      loading.value = true;
      try {
        answer.value = await client.request('account.locatePage', { url: tabUrl, ...options });
        error.value = undefined;
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      } finally {
        loading.value = false;
      }
    },
  };
}
