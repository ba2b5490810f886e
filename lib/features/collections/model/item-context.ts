/**
 * What the Item tab's parts share: the item as the background answered it, the page it is shown
 * for, and how to reach a locale's row, draft key and published page.
 * @module
 */
import { signal } from '@preact/signals';
import type { LocaleView, PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import type { HostAccess } from '../../../core/model/host-access';
import type { DraftRescue } from '../../../core/drafts/rescue';
import type { ItemEditorAnswer } from '../item-editor-types';
import { itemPagePath } from '../item-values';

/** The background's answer about an item page (typed here, not through the protocol map, which
 * lists this feature's tab: a type cycle otherwise). */
export type ItemAnswer = ItemEditorAnswer;
/** The answer when the page shows a published item. */
export type ItemFound = Extract<ItemAnswer, { state: 'item' }>;
/** The item in one CMS locale. */
export type ItemRow = ItemFound['locales'][number];
/** One notice under the form. */
export interface ItemNotice {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

/** The shared state of the Item tab's parts. */
export function createItemContext(deps: {
  client: MessagingClient;
  rescue?: DraftRescue;
  hostAccess?: HostAccess;
}) {
  const answer = signal<ItemAnswer | undefined>(undefined);
  const place = signal<{ location: PageLocation; url: string | undefined } | undefined>(undefined);
  /** The CMS locale shown. */
  const cmsLocaleId = signal<string | undefined>(undefined);
  const notices = signal<ItemNotice[]>([]);

  const found = () => (answer.value?.state === 'item' ? answer.value : undefined);
  const localeOf = (cms: string): LocaleView | undefined =>
    place.value?.location.locales.find((l) => l.cmsLocaleId === cms);
  const rowOf = (cms: string) => found()?.locales.find((r) => r.cmsLocaleId === cms);
  /**
   * The item's path in a CMS locale with `slug`: its template's folder there (the collection's
   * URL prefix is the template page's `publishedPath` but its last segment, notes §12.3).
   */
  const pathIn = (cms: string, slug: string): string | undefined => {
    const locale = localeOf(cms);
    const template = locale && place.value?.location.paths[locale.id];
    return template ? itemPagePath(template, slug) : undefined;
  };

  return {
    ...deps,
    answer,
    place,
    cmsLocaleId,
    notices,
    found,
    localeOf,
    rowOf,
    /** The draft key of the item in a CMS locale. */
    keyOf(cms: string) {
      const item = found()!;
      const locale = localeOf(cms);
      return {
        kind: 'cms-item' as const,
        siteId: place.value!.location.site.id,
        localeId: !locale || locale.primary ? null : locale.id,
        collectionId: item.collection.id,
        itemId: item.itemId,
        cmsLocaleId: cms,
      };
    },
    pathIn,
    /**
     * The item's published address in a CMS locale, at its slug as saved: the tab's host, its
     * template's folder there and the slug; none on the Designer (no published host).
     */
    pageUrl(cms: string): string | undefined {
      const at = place.value;
      if (!at?.url || !URL.canParse(at.url) || at.location.via === 'designer') return undefined;
      const url = new URL(at.url);
      const slug = rowOf(cms)?.fieldData.slug;
      const own = cms === at.location.locale.cmsLocaleId;
      if (typeof slug !== 'string') return own ? `${url.origin}${url.pathname}` : undefined;
      const path = pathIn(cms, slug) ?? (own ? itemPagePath(url.pathname, slug) : undefined);
      return path && `${url.origin}${path}`;
    },
  };
}

/** The Item tab's shared state. */
export type ItemContext = ReturnType<typeof createItemContext>;

/** An error's words. */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
