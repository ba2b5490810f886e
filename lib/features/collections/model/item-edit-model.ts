/**
 * The item's fields as the editor changes them in the locale shown: a draft of the touched fields
 * (kept through a closed panel and a stopped worker, as every editor's), a save that checks for a
 * change by someone else since, and honest words when the service kept something else.
 * @module
 */
import { batch, signal } from '@preact/signals';
import { t } from '../../../core/i18n/t';
import type { Json } from '../../../core/drafts/json-value';
import { NO_RESCUE } from '../../../core/drafts/rescue';
import { validateSlug } from '../../metadata';
import { draftValueOf, notKeptOf, textsOfDraft } from '../item-draft-value';
import { messageOf, type ItemContext, type ItemNotice } from './item-context';

/** The item's fields as the editor changes them. */
export function createItemEditModel(
  ctx: ItemContext,
  debounceMs = 400,
  /** Called once a saved slug moved the item's address (the redirect plan reads it again). */
  onMoved?: () => void,
) {
  const rescue = ctx.rescue ?? NO_RESCUE;
  /** The text of each touched field (by slug), in the locale shown. */
  const texts = signal<Record<string, string>>({});
  const saving = signal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingPut: Promise<unknown> | undefined;

  const fieldType = (slug: string) =>
    ctx.found()?.fields.find((f) => f.slug === slug)?.type ?? 'PlainText';

  /** The touched fields whose value differs from the item's: the draft's value. */
  const draftValue = (cms: string): Record<string, Json> =>
    draftValueOf(ctx.found()?.fields ?? [], ctx.rowOf(cms)?.fieldData ?? {}, texts.value);

  const storeDraft = (cms: string, closing = false) => {
    timer = undefined;
    const row = ctx.rowOf(cms);
    if (!row) return;
    const key = ctx.keyOf(cms);
    const value = draftValue(cms);
    if (Object.keys(value).length === 0) {
      if (closing) rescue.forget(key);
      pendingPut = ctx.client.request('drafts.removeDraft', key);
    } else {
      const input = { ...key, value, base: { lastUpdated: row.lastUpdated, value: row.fieldData } };
      if (closing) rescue.keep(input);
      pendingPut = ctx.client.request('drafts.putDraft', input).then(() => {
        if (closing) rescue.forget(input);
      });
    }
    void pendingPut.catch((e) => (ctx.notices.value = [{ tone: 'error', text: messageOf(e) }]));
  };

  /** Words for each sent value the service holds otherwise. */
  const notKept = (sent: Record<string, Json>, stored: Record<string, Json>): ItemNotice[] =>
    notKeptOf(ctx.found()?.fields ?? [], sent, stored).map((n) => ({
      tone: 'warning',
      text:
        n.what === 'value'
          ? t('item_not_kept', n.field, n.kept ?? '')
          : n.kept === undefined
            ? t('item_alt_not_kept_none', n.field)
            : t('item_alt_not_kept', n.field, n.kept),
    }));

  /** Why the typed slug cannot be sent (format, then another item's in this locale), if so. */
  const slugProblem = async (cms: string, slug: string): Promise<string | undefined> => {
    const item = ctx.found()!;
    const format = validateSlug(slug, [], item.itemId);
    if (!format.valid) return format.problems[0]?.message;
    const taken = await ctx.client.request('collections.slugTaken', {
      siteId: ctx.place.value!.location.site.id,
      collectionId: item.collection.id,
      itemId: item.itemId,
      cmsLocaleId: cms,
      slug,
    });
    return taken ? t('item_slug_taken', slug) : undefined;
  };

  /** Records the item's address move in a locale, for the redirect plan. */
  const recordMove = async (cms: string, from: Json | undefined, to: Json | undefined) => {
    const fromPath = typeof from === 'string' ? ctx.pathIn(cms, from) : undefined;
    const toPath = typeof to === 'string' ? ctx.pathIn(cms, to) : undefined;
    if (!fromPath || !toPath || fromPath === toPath) return;
    const locale = ctx.localeOf(cms);
    await ctx.client.request('redirects.recordSlugMoves', {
      siteId: ctx.place.value!.location.site.id,
      moves: [
        {
          pageId: ctx.found()!.itemId,
          localeId: !locale || locale.primary ? null : locale.id,
          fromPath,
          toPath,
        },
      ],
    });
    onMoved?.();
  };

  return {
    texts,
    saving,
    /** Whether the shown locale has changes not saved. */
    dirty: () =>
      !!ctx.cmsLocaleId.value && Object.keys(draftValue(ctx.cmsLocaleId.value)).length > 0,
    /** Shows CMS locale `cms`: its draft over the item's values, after any rescued edit. */
    async show(cms: string) {
      const key = ctx.keyOf(cms);
      const rescued = await rescue.take(key);
      if (rescued) await ctx.client.request('drafts.putDraft', rescued);
      const draft = await ctx.client.request('drafts.getDraft', key);
      // Another locale was chosen meanwhile: its own `show` fills the texts.
      if (ctx.cmsLocaleId.value !== cms) return;
      texts.value = textsOfDraft(
        (draft?.value ?? {}) as Record<string, Json>,
        ctx.rowOf(cms)?.fieldData ?? {},
        fieldType,
      );
    },
    /** Stores the shown locale's pending draft now (before another locale is shown). */
    storeNow() {
      if (timer === undefined || !ctx.cmsLocaleId.value) return;
      clearTimeout(timer);
      storeDraft(ctx.cmsLocaleId.value);
    },
    edit(slug: string, text: string) {
      texts.value = { ...texts.value, [slug]: text };
      clearTimeout(timer);
      const cms = ctx.cmsLocaleId.value!;
      timer = setTimeout(() => storeDraft(cms), debounceMs);
    },
    /** Sends a pending draft now, keeping a synchronous copy: the panel may be closing. */
    flushPending() {
      if (timer === undefined || !ctx.cmsLocaleId.value) return;
      clearTimeout(timer);
      storeDraft(ctx.cmsLocaleId.value, true);
    },
    /** Saves the shown locale's draft to the staged item; answers whether it was saved. */
    async save(): Promise<boolean> {
      const cms = ctx.cmsLocaleId.value;
      const item = ctx.found();
      if (!cms || !item) return false;
      saving.value = true;
      ctx.notices.value = [];
      try {
        clearTimeout(timer);
        storeDraft(cms);
        await pendingPut;
        const sent = draftValue(cms);
        const before = ctx.rowOf(cms)?.fieldData.slug;
        if (typeof sent.slug === 'string') {
          const problem = await slugProblem(cms, sent.slug);
          if (problem) {
            ctx.notices.value = [{ tone: 'error', text: t('ui_not_saved_kept', problem) }];
            return false;
          }
        }
        const result = await ctx.client.request('drafts.saveDraft', ctx.keyOf(cms));
        if (result.status === 'saved') {
          const stored = result.stored.value as Record<string, Json>;
          const locales = item.locales.map((row) =>
            row.cmsLocaleId === cms
              ? {
                  ...row,
                  fieldData: stored,
                  lastUpdated: result.stored.lastUpdated,
                  changed: row.changed || result.wrote,
                }
              : row,
          );
          const name = ctx.localeOf(cms)?.name ?? cms;
          batch(() => {
            ctx.answer.value = { ...item, locales };
            texts.value = {};
            ctx.notices.value = [
              { tone: 'success', text: t('item_saved', name) },
              ...notKept(sent, stored),
            ];
          });
          // The save is done: a move not recorded is said, and the save still counts.
          if (sent.slug !== undefined)
            await recordMove(cms, before, stored.slug).catch((e: unknown) => {
              const text = t('item_move_not_recorded', messageOf(e));
              ctx.notices.value = [...ctx.notices.value, { tone: 'warning', text }];
            });
          return true;
        }
        if (result.status === 'conflict')
          ctx.notices.value = [{ tone: 'error', text: t('item_conflict') }];
        else if (result.status === 'no-draft')
          ctx.notices.value = [{ tone: 'warning', text: t('ui_no_unsaved_changes') }];
        else ctx.notices.value = [{ tone: 'error', text: t('ui_not_saved', result.message) }];
      } catch (e) {
        ctx.notices.value = [{ tone: 'error', text: t('ui_not_saved_kept', messageOf(e)) }];
      } finally {
        saving.value = false;
      }
      return false;
    },
    /** Drops the shown locale's draft: the item's values show again. */
    async discard() {
      const cms = ctx.cmsLocaleId.value;
      if (!cms) return;
      clearTimeout(timer);
      timer = undefined;
      await ctx.client.request('drafts.removeDraft', ctx.keyOf(cms));
      texts.value = {};
      ctx.notices.value = [];
    },
  };
}

/** The item's fields as the editor changes them. */
export type ItemEditModel = ReturnType<typeof createItemEditModel>;
