/**
 * The Schema tab's drafts: each edit is kept in the draft store after a pause, a closing panel
 * keeps its unsent edits through the rescue, and a page's rescued or stored drafts come back.
 * @module
 */
import type { DraftRescue } from '../../../core/drafts/rescue';
import type { MessagingClient } from '../../../core/messaging/client';
import type { LocaleEditor } from './locale-editor';
import { messageOf, type SchemaDraftKey } from './schema-scope';

/** Keeps the editors' drafts; one per Schema tab. */
export function createSchemaDrafts(deps: {
  client: MessagingClient;
  rescue: DraftRescue;
  keyOf: (e: LocaleEditor) => SchemaDraftKey;
  debounceMs?: number;
}) {
  const { client, rescue, keyOf } = deps;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const pendingPuts = new Map<string, Promise<unknown>>();

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
      .request('drafts.putDraft', input)
      .then(() => {
        if (closing) rescue.forget(input);
        if (e.text.value === input.value) e.kept.value = true;
      })
      .catch((err) => (e.notice.value = { kind: 'error', text: messageOf(err) }));
    pendingPuts.set(e.locale.id, put);
    return put;
  };

  /** Cancels the locale's waiting put, if any. */
  const cancel = (localeId: string) => {
    clearTimeout(timers.get(localeId));
    timers.delete(localeId);
  };

  return {
    /** Keeps the editor's text after the pause, unless it is edited again before. */
    schedule(e: LocaleEditor) {
      cancel(e.locale.id);
      timers.set(
        e.locale.id,
        setTimeout(() => {
          timers.delete(e.locale.id);
          void putDraft(e);
        }, deps.debounceMs ?? 400),
      );
    },
    /** Sends every pending draft now, keeping a synchronous copy: the page may be closing. */
    flushPending(find: (localeId: string) => LocaleEditor) {
      for (const [localeId, timer] of timers) {
        clearTimeout(timer);
        timers.delete(localeId);
        void putDraft(find(localeId), true);
      }
    },
    /** Sends the locale's waiting draft now and waits until its last put is done. */
    async flush(e: LocaleEditor) {
      if (timers.has(e.locale.id)) {
        cancel(e.locale.id);
        await putDraft(e);
      }
      await pendingPuts.get(e.locale.id);
    },
    cancel,
    /** Waits for the locale's last put, whether or not it worked. */
    settled: (localeId: string) => pendingPuts.get(localeId)?.catch(() => undefined),
    /** Stores a rescued draft, then shows the locale's stored draft in its editor (if any). */
    async restore(e: LocaleEditor) {
      const rescued = await rescue.take(keyOf(e));
      if (rescued) await client.request('drafts.putDraft', rescued);
      const draft = await client.request('drafts.getDraft', keyOf(e));
      if (typeof draft?.value === 'string') {
        e.text.value = draft.value;
        e.dirty.value = true;
        e.kept.value = true;
      }
    },
  };
}

/** A Schema tab's draft keeper. */
export type SchemaDrafts = ReturnType<typeof createSchemaDrafts>;
