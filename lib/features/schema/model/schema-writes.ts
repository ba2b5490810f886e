/**
 * The Schema tab's writes to the service: save a draft (with the offer to publish it), resolve a
 * conflict, clear the markup, drop a draft; each shows what the service holds afterwards. A save
 * shows what its answer says was saved: one read and one write of the markup, no read again.
 * @module
 */
import { batch } from '@preact/signals';
import { t } from '../../../core/i18n/t';
import type { LocaleSchema } from '../page-schema';
import { pretty } from '../locale-version';
import type { LocaleEditor } from './locale-editor';
import type { SchemaDrafts } from './schema-drafts';
import { messageOf, type SchemaScope } from './schema-scope';

/** A save's answer: the locale's own markup as the service now holds it, and its `lastUpdated`. */
export interface SavedState {
  lastUpdated: string | null;
  value: unknown;
  isInherited?: boolean;
}

/**
 * A locale's markup as a save answered it, so the editor shows it with no read again. A locale
 * that inherits shows the primary's markup, as a read would show it.
 */
export function savedMarkup(
  localeId: string | null,
  stored: SavedState,
  primary: LocaleSchema | undefined,
): LocaleSchema {
  const { lastUpdated } = stored;
  if (stored.isInherited) {
    return {
      localeId,
      state: 'inherited',
      value: primary?.value ?? null,
      raw: primary?.raw ?? null,
      lastUpdated,
    };
  }
  // A plain object, as a read gives it (the checker's `isObject`, not imported: its module would
  // join the panel's first load).
  const held = stored.value;
  const value =
    typeof held === 'object' && held !== null && !Array.isArray(held)
      ? (held as Record<string, unknown>)
      : null;
  return { localeId, state: value ? 'own' : 'none', value, raw: null, lastUpdated };
}

/** Shows what the service holds in the editor, in place of any draft. */
export function showStored(e: LocaleEditor, stored: LocaleSchema) {
  batch(() => {
    e.remote.value = stored;
    e.text.value = stored.state === 'own' ? pretty(stored.value) : '';
    e.dirty.value = false;
    e.conflict.value = undefined;
  });
}

/** The Schema tab's save, resolve, clear and discard. */
export function createSchemaWrites(scope: SchemaScope, drafts: SchemaDrafts) {
  const { client, editors, find, keyOf, recheck } = scope;
  const primary = () => editors.value.find((e) => e.locale.primary)?.remote.value;

  const reload = async (e: LocaleEditor) => {
    const { siteId, pageId, localeId } = keyOf(e);
    const [fresh] = await client.request('schema.pageSchema', {
      siteId,
      pageId,
      localeIds: [localeId],
    });
    if (fresh) showStored(e, fresh);
    void recheck(e);
  };

  return {
    /** Drops the locale's draft and shows what the service holds again. */
    async discard(localeId: string) {
      const e = find(localeId);
      drafts.cancel(localeId);
      e.busy.value = 'discarding';
      try {
        await drafts.settled(localeId);
        await client.request('drafts.removeDraft', keyOf(e));
        await reload(e);
        e.notice.value = { kind: 'info', text: t('ui_schema_draft_discarded') };
      } catch (err) {
        e.notice.value = { kind: 'error', text: messageOf(err) };
      } finally {
        e.busy.value = undefined;
      }
    },
    /**
     * Saves the locale's draft; a saved one offers to publish it, a conflicting one waits for
     * `resolve`.
     */
    async save(localeId: string) {
      const e = find(localeId);
      e.busy.value = 'saving';
      try {
        await drafts.flush(e);
        const result = await client.request('drafts.saveDraft', keyOf(e));
        if (result.status === 'saved') {
          showStored(e, savedMarkup(keyOf(e).localeId, result.stored, primary()));
          void recheck(e);
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
        e.notice.value = { kind: 'error', text: t('ui_not_saved_kept', messageOf(err)) };
      } finally {
        e.busy.value = undefined;
      }
    },
    /** Settles a conflict: their markup (the draft dropped), the draft, or the merge of both. */
    async resolve(localeId: string, choice: 'mine' | 'theirs' | 'merged') {
      const e = find(localeId);
      const conflict = e.conflict.value;
      if (!conflict) return;
      const remote = { lastUpdated: conflict.theirsLastUpdated, value: conflict.theirs as never };
      if (choice === 'theirs') {
        await client.request('drafts.removeDraft', keyOf(e));
        await reload(e);
        return;
      }
      const draft = await client.request('drafts.rebaseDraft', {
        key: keyOf(e),
        remote,
        ...(choice === 'merged' ? { value: pretty(conflict.merged) as never } : {}),
      });
      batch(() => {
        e.conflict.value = undefined;
        e.remote.value = { ...e.remote.value!, lastUpdated: conflict.theirsLastUpdated };
        if (typeof draft?.value === 'string') e.text.value = draft.value;
      });
      void recheck(e);
    },
    /** Removes the locale's markup from the service, and its draft. */
    async clear(localeId: string) {
      const e = find(localeId);
      e.busy.value = 'clearing';
      try {
        const stored = await client.request('schema.clearSchema', keyOf(e));
        await client.request('drafts.removeDraft', keyOf(e));
        showStored(e, stored);
        e.notice.value = { kind: 'success', text: t('ui_schema_cleared') };
      } catch (err) {
        e.notice.value = { kind: 'error', text: messageOf(err) };
      } finally {
        e.busy.value = undefined;
      }
    },
  };
}
