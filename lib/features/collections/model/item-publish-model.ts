/**
 * "Publish this item": the item's changed locales only (`items/publish` with their
 * `cmsLocaleIds`), asked first, never the whole site; then exactly that item's pages in those
 * locales are read, and the tab says whether each shows what was saved.
 * @module
 */
import { signal } from '@preact/signals';
import { t } from '../../../core/i18n/t';
import { hostPatternOf } from '../../../core/settings/host-pattern';
import type { ItemSeoMap } from '../item-seo-store';
import { editableText } from '../item-values';
import { messageOf, type ItemContext } from './item-context';
import type { PageRead } from './item-seo-model';

/** What one locale's published page showed after the publish. */
export interface LiveAfterPublish {
  cmsLocaleId: string;
  locale: string;
  state: 'live' | 'old' | 'needs-access' | 'not-found' | 'failed' | 'no-address';
  /** The page's `<title>` as read. */
  title?: string | null;
  message?: string;
}

const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Whether the page shows the item's title and description fields as they are now. */
export function showsSaved(
  read: Extract<PageRead, { state: 'read' }>,
  fields: Record<string, unknown>,
  types: (slug: string) => string,
  map: ItemSeoMap,
): boolean {
  const text = (slug: string) => normal(editableText(types(slug), fields[slug]).text);
  const title = normal(read.title ?? read.og.title);
  const titleOk = !map.title || title === text(map.title) || title.startsWith(text(map.title));
  const description = normal(read.description ?? read.og.description);
  const descriptionOk = !map.description || description === text(map.description);
  return titleOk && descriptionOk;
}

/** Publishing the item and reading its pages after. */
export function createItemPublishModel(
  ctx: ItemContext,
  choice: () => ItemSeoMap,
  /** Called once the item was published (before its pages are read). */
  onPublished?: () => void,
) {
  const publishing = signal(false);
  const checking = signal(false);
  const live = signal<LiveAfterPublish[] | undefined>(undefined);

  const readOne = async (cms: string): Promise<LiveAfterPublish> => {
    const locale = ctx.localeOf(cms)?.name ?? cms;
    const url = ctx.pageUrl(cms);
    if (!url) return { cmsLocaleId: cms, locale, state: 'no-address' };
    try {
      const read = await ctx.client.request('live-site.readPublishedPage', {
        siteId: ctx.place.value!.location.site.id,
        url,
      });
      if (read.state === 'needs-access') return { cmsLocaleId: cms, locale, state: read.state };
      if (read.state === 'not-found') return { cmsLocaleId: cms, locale, state: read.state };
      if (read.state === 'failed')
        return { cmsLocaleId: cms, locale, state: 'failed', message: read.message };
      const item = ctx.found()!;
      const types = (slug: string) => item.fields.find((f) => f.slug === slug)?.type ?? '';
      const fields = ctx.rowOf(cms)?.fieldData ?? {};
      const state = showsSaved(read, fields, types, choice()) ? 'live' : 'old';
      return { cmsLocaleId: cms, locale, state, title: read.title };
    } catch (e) {
      return { cmsLocaleId: cms, locale, state: 'failed', message: messageOf(e) };
    }
  };

  const check = async (locales: string[]) => {
    checking.value = true;
    try {
      live.value = await Promise.all(locales.map(readOne));
    } finally {
      checking.value = false;
    }
  };

  return {
    publishing,
    checking,
    live,
    /** The CMS locales whose staged values are not published yet. */
    changedLocales: () => (ctx.found()?.locales ?? []).filter((r) => r.changed),
    /**
     * Publishes the item in its changed locales after `confirm` says yes, naming the item and the
     * locales it reaches; then reads those pages. Answers whether it published.
     */
    async publish(confirm: (question: string) => boolean): Promise<boolean> {
      const item = ctx.found();
      const rows = item?.locales.filter((r) => r.changed) ?? [];
      if (!item || rows.length === 0) return false;
      const cmsLocaleIds = rows.map((r) => r.cmsLocaleId);
      const names = cmsLocaleIds.map((c) => ctx.localeOf(c)?.name ?? c).join(', ');
      const name = String(rows[0]!.fieldData.name ?? '');
      if (!confirm(t('item_publish_confirm', name, names))) return false;
      publishing.value = true;
      ctx.notices.value = [];
      live.value = undefined;
      try {
        const answer = await ctx.client.request('collections.publishItem', {
          siteId: ctx.place.value!.location.site.id,
          collectionId: item.collection.id,
          itemId: item.itemId,
          locales: cmsLocaleIds.map((cms) => ({
            cmsLocaleId: cms,
            localeId: ctx.keyOf(cms).localeId,
          })),
        });
        if (answer.state === 'no-write') {
          ctx.answer.value = { ...item, write: answer.write };
          return false;
        }
        if (!answer.published) {
          const why = answer.errors.join(' ') || t('item_publish_refused');
          ctx.notices.value = [{ tone: 'error', text: t('item_not_published', why) }];
          return false;
        }
        const published = new Set(cmsLocaleIds);
        ctx.answer.value = {
          ...item,
          locales: item.locales.map((r) =>
            published.has(r.cmsLocaleId) ? { ...r, changed: false, live: undefined } : r,
          ),
        };
        ctx.notices.value = [{ tone: 'success', text: t('item_published', name, names) }];
      } catch (e) {
        ctx.notices.value = [{ tone: 'error', text: t('item_not_published', messageOf(e)) }];
        return false;
      } finally {
        publishing.value = false;
      }
      onPublished?.();
      await check(cmsLocaleIds);
      return true;
    },
    /** Reads the pages of the last publish again (the service may take a moment). */
    checkAgain: () => check((live.value ?? []).map((l) => l.cmsLocaleId)),
    /** Reads them after the editor allowed the host, in their click. */
    allowAndCheck(locales: string[]) {
      const url = ctx.pageUrl(locales[0] ?? '');
      const access = ctx.hostAccess;
      if (!url || !access) return Promise.resolve();
      return access
        .request([hostPatternOf(new URL(url).origin)])
        .then((granted) => (granted ? check(locales) : undefined));
    },
  };
}

/** Publishing the item. */
export type ItemPublishModel = ReturnType<typeof createItemPublishModel>;
