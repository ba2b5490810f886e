/**
 * The side panel's Schema tab: a page's markup in every locale, the editor's text kept as a draft,
 * the checker's findings, and save, clear and conflict resolution through the background.
 * @module
 */
import { batch, signal } from '@preact/signals';
import type { PageLocation } from '../locate/page-locator';
import type { MessagingClient } from '../messaging/client';
import type { LocaleSchema } from '../schema/page-schema';
import { NO_RESCUE, type DraftRescue } from '../drafts/rescue';
import type { normalizeInput as NormalizeInput } from '../jsonld/normalize';
import { convertLegacy, localeVersion, pretty } from '../schema/locale-version';
import { applyFix } from '../jsonld/fixes';
import type { EditorFix } from '../editor/types';
import { createLocaleEditor, fixesFit, type Check, type LocaleEditor } from './locale-editor';
import { t } from '../i18n/t';

export {
  canSave,
  fixesFit,
  type Check,
  type CheckReport,
  type LocaleEditor,
  type SchemaConflict,
  type Verdict,
} from './locale-editor';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the model. */
export function createSchemaModel(deps: {
  client: MessagingClient;
  check: Check;
  debounceMs?: number;
  /** Where a closing panel keeps the edits it could not yet store. */
  rescue?: DraftRescue;
}) {
  const { client } = deps;
  const rescue = deps.rescue ?? NO_RESCUE;
  const editors = signal<LocaleEditor[]>([]);
  const active = signal<string | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  let location: PageLocation | undefined;
  let origin: string | undefined;
  let lastUrl: string | undefined;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const pendingPuts = new Map<string, Promise<unknown>>();
  // The paste normalizer (and the JSONC parser under it) loads with the first page, not the panel.
  let normalizeInput: typeof NormalizeInput | undefined;
  const loadNormalizer = async () => {
    normalizeInput ??= (await import('../jsonld/normalize')).normalizeInput;
  };

  const keyOf = (e: LocaleEditor) => ({
    siteId: location!.site.id,
    pageId: location!.page.id,
    localeId: e.locale.primary ? null : e.locale.id,
    kind: 'schema' as const,
  });
  const find = (localeId: string) => editors.value.find((e) => e.locale.id === localeId)!;
  const urlOf = (localeId: string) => {
    const path = location?.paths[localeId];
    return origin && path !== undefined ? origin + path : undefined;
  };

  const recheck = async (e: LocaleEditor) => {
    const text = e.text.value;
    if (!text.trim()) {
      return batch(() => {
        e.diagnostics.value = [];
        e.verdict.value = undefined;
        e.checked.value = text;
      });
    }
    const found = await deps.check(text, {
      locale: e.locale.tag,
      url: urlOf(e.locale.id),
      alternates: Object.fromEntries(
        (location?.locales ?? []).flatMap((l) => {
          const url = urlOf(l.id);
          return url ? [[l.tag, url]] : [];
        }),
      ),
    });
    if (e.text.value !== text) return;
    batch(() => {
      e.diagnostics.value = found.diagnostics;
      e.verdict.value = found.verdict;
      e.checked.value = text;
    });
  };

  const putDraft = (e: LocaleEditor, closing = false) => {
    const remote = e.remote.value;
    const own = remote?.state === 'own' ? remote.value : null;
    const input = {
      ...keyOf(e),
      value: e.text.value,
      base: { lastUpdated: remote?.lastUpdated ?? null, value: (own ?? null) as never },
    };
    if (closing) rescue.keep(input);
    const put = client
      .request('putDraft', input)
      .then(() => {
        if (closing) rescue.forget(input);
        if (e.text.value === input.value) e.kept.value = true;
      })
      .catch((err) => (e.notice.value = { kind: 'error', text: message(err) }));
    pendingPuts.set(e.locale.id, put);
    return put;
  };

  const edit = (localeId: string, text: string) => {
    const e = find(localeId);
    batch(() => {
      e.text.value = text;
      e.dirty.value = true;
      e.kept.value = false;
      e.notice.value = undefined;
    });
    clearTimeout(timers.get(localeId));
    timers.set(
      localeId,
      setTimeout(() => {
        timers.delete(localeId);
        void putDraft(e);
      }, deps.debounceMs ?? 400),
    );
    void recheck(e);
  };

  /** Sends every pending draft now, keeping a synchronous copy: the page may be closing. */
  const flushPending = () => {
    for (const [localeId, timer] of timers) {
      clearTimeout(timer);
      timers.delete(localeId);
      void putDraft(find(localeId), true);
    }
  };

  const flush = async (e: LocaleEditor) => {
    if (timers.has(e.locale.id)) {
      clearTimeout(timers.get(e.locale.id));
      timers.delete(e.locale.id);
      await putDraft(e);
    }
    await pendingPuts.get(e.locale.id);
  };

  /** The page's title and descriptions in the primary locale and in `e`'s, paired; none on failure. */
  const pageTexts = async (e: LocaleEditor) => {
    const ref = { siteId: location!.site.id, pageId: location!.page.id };
    try {
      const [primary, own] = await Promise.all([
        client.request('pageMetadata', { ...ref, localeId: null }),
        client.request('pageMetadata', { ...ref, localeId: e.locale.id }),
      ]);
      const textsOf = (p: typeof primary.page) => [
        p.title,
        p.seo?.title,
        p.seo?.description,
        p.openGraph?.title,
        p.openGraph?.description,
      ];
      const theirs = textsOf(own.page);
      return textsOf(primary.page).flatMap((text, i) =>
        text && theirs[i] ? [{ primary: text, locale: theirs[i]! }] : [],
      );
    } catch {
      return [];
    }
  };

  const showStored = (e: LocaleEditor, stored: LocaleSchema) =>
    batch(() => {
      e.remote.value = stored;
      e.text.value = stored.state === 'own' ? pretty(stored.value) : '';
      e.dirty.value = false;
      e.conflict.value = undefined;
    });

  const reload = async (e: LocaleEditor) => {
    const [fresh] = await client.request('pageSchema', {
      siteId: location!.site.id,
      pageId: location!.page.id,
      localeIds: [keyOf(e).localeId],
    });
    if (fresh) showStored(e, fresh);
    void recheck(e);
  };

  // Each load's number: a load started later (the page located afresh) wins over an earlier one
  // still in flight.
  let loads = 0;
  const load = async (at: PageLocation, url?: string) => {
    const current = ++loads;
    location = at;
    lastUrl = url;
    // Only a published page's host is the page's address; the Designer's is not.
    origin =
      url && (at.via === 'staging' || at.via === 'custom-domain') ? new URL(url).origin : undefined;
    error.value = undefined;
    try {
      // The normalizer loads beside the markup; the editor waits for neither it nor the checker.
      void loadNormalizer().catch(() => undefined);
      const remote = await client.request('pageSchema', {
        siteId: at.site.id,
        pageId: at.page.id,
        localeIds: at.locales.map((l) => (l.primary ? null : l.id)),
      });
      if (current !== loads) return;
      const list = at.locales.map((locale, i) => createLocaleEditor(locale, remote[i]!));
      batch(() => {
        editors.value = list;
        active.value = at.locale.id;
      });
      await Promise.all(
        list.map(async (e) => {
          const rescued = await rescue.take(keyOf(e));
          if (rescued) await client.request('putDraft', rescued);
          const draft = await client.request('getDraft', keyOf(e));
          if (draft?.kind === 'schema') {
            e.text.value = draft.value;
            e.dirty.value = true;
            e.kept.value = true;
          }
          void recheck(e);
        }),
      );
    } catch (err) {
      if (current === loads) error.value = message(err);
    }
  };

  return {
    editors,
    active,
    error,
    edit,
    flushPending,
    /** Normalizes a paste that replaces the whole text (any of the three input forms). */
    normalizePaste(text: string) {
      // Loaded beside the page's markup (before the editor's larger code, in practice); until
      // then a paste goes in as it is.
      if (!normalizeInput) return null;
      const normalized = normalizeInput(text);
      return normalized.error || normalized.value === undefined
        ? null
        : { text: pretty(normalized.value), form: normalized.form };
    },
    load,
    /** Loads the last page again, after a load that failed. */
    retry: () => (location ? load(location, lastUrl) : Promise.resolve()),
    /**
     * Starts a locale's own version from the primary's markup, made over for the locale (its tag,
     * its URL, its page texts) and says which texts are still as in the primary.
     */
    async createFromPrimary(localeId: string) {
      const primary = editors.value.find((e) => e.locale.primary);
      const e = find(localeId);
      const source = primary?.remote.value?.value ?? e.remote.value?.value ?? null;
      const primaryUrl = primary && urlOf(primary.locale.id);
      const localeUrl = urlOf(localeId);
      const made = localeVersion(source, {
        tag: e.locale.tag,
        ...(primaryUrl && localeUrl ? { urls: { primary: primaryUrl, locale: localeUrl } } : {}),
        texts: await pageTexts(e),
      });
      edit(localeId, pretty(made.value));
      if (made.untranslated.length > 0 && primary) {
        const shown = made.untranslated.slice(0, 3).map((text) => `“${text}”`);
        e.notice.value = {
          kind: 'info',
          text: t(
            'ui_schema_untranslated',
            String(made.untranslated.length),
            primary.locale.name,
            shown.join(', '),
          ),
        };
      }
    },
    /** Turns a legacy multi-block value into one JSON-LD object in the editor (a draft). */
    convertRaw(localeId: string) {
      const e = find(localeId);
      const converted = convertLegacy(e.remote.value?.raw ?? '');
      if (converted) edit(localeId, pretty(converted));
      else e.notice.value = { kind: 'error', text: t('ui_schema_raw_unreadable') };
    },
    /**
     * Applies one of the checker's fixes to the editor's text, as an edit (undoable there); not
     * while the findings describe an older text, whose offsets the fix would misplace.
     */
    applyFix(localeId: string, fix: EditorFix) {
      const e = find(localeId);
      if (!fixesFit(e)) return;
      const fixed = applyFix(e.text.value, fix);
      if (fixed !== e.text.value) edit(localeId, fixed);
    },
    /** Drops the locale's draft and shows what the service holds again. */
    async discard(localeId: string) {
      const e = find(localeId);
      clearTimeout(timers.get(localeId));
      timers.delete(localeId);
      e.busy.value = 'discarding';
      try {
        await pendingPuts.get(localeId)?.catch(() => undefined);
        await client.request('removeDraft', keyOf(e));
        await reload(e);
        e.notice.value = { kind: 'info', text: t('ui_schema_draft_discarded') };
      } catch (err) {
        e.notice.value = { kind: 'error', text: message(err) };
      } finally {
        e.busy.value = undefined;
      }
    },
    keepInheriting(localeId: string) {
      find(localeId).keptInheriting.value = true;
    },
    async save(localeId: string) {
      const e = find(localeId);
      e.busy.value = 'saving';
      try {
        await flush(e);
        const result = await client.request('saveDraft', keyOf(e));
        if (result.status === 'saved') {
          await reload(e);
          e.notice.value = result.matched
            ? { kind: 'success', text: t('ui_schema_saved'), publish: true }
            : { kind: 'info', text: t('ui_schema_saved_changed'), publish: true };
        } else if (result.status === 'conflict') {
          e.conflict.value = {
            theirs: result.theirs,
            mine: result.mine,
            merged: result.merged.value,
            theirsLastUpdated: result.theirsLastUpdated,
            overlapping: result.merged.conflicts.length,
          };
        } else if (result.status === 'no-draft') {
          e.notice.value = { kind: 'info', text: t('ui_no_unsaved_changes') };
        } else {
          e.notice.value = { kind: 'error', text: t('ui_not_saved', result.message) };
        }
      } catch (err) {
        e.notice.value = { kind: 'error', text: t('ui_not_saved_kept', message(err)) };
      } finally {
        e.busy.value = undefined;
      }
    },
    async resolve(localeId: string, choice: 'mine' | 'theirs' | 'merged') {
      const e = find(localeId);
      const conflict = e.conflict.value;
      if (!conflict) return;
      const remote = { lastUpdated: conflict.theirsLastUpdated, value: conflict.theirs as never };
      if (choice === 'theirs') {
        await client.request('removeDraft', keyOf(e));
        await reload(e);
        return;
      }
      const draft = await client.request('rebaseDraft', {
        key: keyOf(e),
        remote,
        ...(choice === 'merged' ? { value: pretty(conflict.merged) as never } : {}),
      });
      batch(() => {
        e.conflict.value = undefined;
        e.remote.value = { ...e.remote.value!, lastUpdated: conflict.theirsLastUpdated };
        if (draft?.kind === 'schema') e.text.value = draft.value;
      });
      void recheck(e);
    },
    async clear(localeId: string) {
      const e = find(localeId);
      e.busy.value = 'clearing';
      try {
        const stored = await client.request('clearSchema', keyOf(e));
        await client.request('removeDraft', keyOf(e));
        showStored(e, stored);
        e.notice.value = { kind: 'success', text: t('ui_schema_cleared') };
      } catch (err) {
        e.notice.value = { kind: 'error', text: message(err) };
      } finally {
        e.busy.value = undefined;
      }
    },
  };
}

/** The Schema tab's model. */
export type SchemaModel = ReturnType<typeof createSchemaModel>;
