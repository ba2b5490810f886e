/**
 * The Fonts tab: a site's custom fonts, loaded when the tab is first shown for the site, their
 * uploads with progress, a selection for deleting many at once, and one font's settings form.
 * @module
 */
import { computed, signal } from '@preact/signals';
import type { CustomFont } from '../font-messages';
import type { DeleteFailure } from '../batch-delete';
import { fontText } from '../messages';
import { parseDraft, toDraft, type SettingsDraft } from '../settings-draft';
import type { MessagingClient } from '../../../core/messaging/client';
import { fontName } from '../font-identity';
import type { HostAccess } from '../../../core/model/host-access';
import { createFontUploads, type SendFile } from './font-uploads';

/** The open settings form of one font. */
export interface FontEdit {
  fontId: string;
  draft: SettingsDraft;
  saving: boolean;
  error?: string;
}

/** What the Fonts model needs; `hash` and `send` default to the page's real ones. */
export interface FontsModelDeps {
  client: MessagingClient;
  hash?: (file: Blob) => Promise<string>;
  send?: SendFile;
  /** Host access to the object store files go to (see `FontUploadDeps.hostAccess`). */
  hostAccess?: HostAccess;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the model. */
export function createFontsModel({ client, hash, send, hostAccess }: FontsModelDeps) {
  const fonts = signal<CustomFont[] | undefined>(undefined);
  const loading = signal(false);
  const error = signal<string | undefined>(undefined);
  const selected = signal<ReadonlySet<string>>(new Set());
  const editing = signal<FontEdit | null>(null);
  const notice = signal<string | undefined>(undefined);
  const deleteFailures = signal<DeleteFailure[]>([]);
  let siteId: string | undefined;

  const reload = async () => {
    if (!siteId) return;
    const forSite = siteId;
    loading.value = true;
    try {
      const list = await client.request('fonts.listFonts', { siteId: forSite });
      if (forSite !== siteId) return;
      fonts.value = list;
      error.value = undefined;
      const ids = new Set(list.map((f) => f.id));
      selected.value = new Set([...selected.value].filter((id) => ids.has(id)));
    } catch (e) {
      if (forSite === siteId) error.value = messageOf(e);
    } finally {
      loading.value = false;
    }
  };

  const uploads = createFontUploads({
    client,
    siteId: () => siteId,
    fonts: () => fonts.value ?? [],
    onLive: reload,
    ...(hash ? { hash } : {}),
    ...(send ? { send } : {}),
    ...(hostAccess ? { hostAccess } : {}),
  });

  const remove = async (ids: string[]) => {
    if (!siteId || ids.length === 0) return;
    const names = new Map((fonts.value ?? []).map((f) => [f.id, fontName(f)]));
    try {
      const report = await client.request('fonts.deleteFonts', { siteId, fontIds: ids });
      const gone = new Set(report.deleted);
      fonts.value = (fonts.value ?? []).filter((f) => !gone.has(f.id));
      selected.value = new Set([...selected.value].filter((id) => !gone.has(id)));
      deleteFailures.value = report.failed;
      notice.value = [
        report.deleted.length > 0 ? fontText.deleted(report.deleted.length) : '',
        ...report.failed.map((f) =>
          fontText.deleteFailed(names.get(f.id) ?? f.id, f.msg ?? f.name ?? ''),
        ),
      ]
        .filter(Boolean)
        .join(' ');
    } catch (e) {
      deleteFailures.value = ids.map((id) => ({ id, name: 'RequestFailed', msg: messageOf(e) }));
      notice.value = fontText.failed(messageOf(e));
    }
  };

  return {
    fonts,
    loading,
    error,
    selected,
    editing,
    notice,
    deleteFailures,
    uploads,
    /** The selected fonts that are still listed. */
    selectedFonts: computed(() => (fonts.value ?? []).filter((f) => selected.value.has(f.id))),
    /** Loads site `id`'s fonts, unless they are already loaded. */
    async open(id: string) {
      if (id === siteId && fonts.value) return;
      if (id !== siteId) {
        siteId = id;
        fonts.value = undefined;
        selected.value = new Set();
        editing.value = null;
        deleteFailures.value = [];
        notice.value = undefined;
        uploads.reset();
      }
      await reload();
    },
    reload,
    toggle(fontId: string, on: boolean) {
      const next = new Set(selected.value);
      if (on) next.add(fontId);
      else next.delete(fontId);
      selected.value = next;
    },
    selectAll(on: boolean) {
      selected.value = new Set(on ? (fonts.value ?? []).map((f) => f.id) : []);
    },
    /** Deletes fonts after `confirm` agrees; reports each font's outcome. */
    async deleteFonts(ids: string[], confirm: (question: string) => boolean) {
      const byId = new Map((fonts.value ?? []).map((f) => [f.id, f]));
      const names = ids.map((id) => (byId.has(id) ? fontName(byId.get(id)!) : id));
      if (ids.length === 0 || !confirm(fontText.confirmDelete(names))) return;
      await remove(ids);
    },
    /** Sends the failed deletions again, and only those. */
    retryFailedDeletes: () => remove(deleteFailures.value.map((f) => f.id)),
    startEdit(font: CustomFont) {
      editing.value = { fontId: font.id, draft: toDraft(font), saving: false };
    },
    setDraft(change: Partial<SettingsDraft>) {
      const edit = editing.value;
      if (edit) editing.value = { ...edit, draft: { ...edit.draft, ...change }, error: undefined };
    },
    cancelEdit() {
      editing.value = null;
    },
    /** Saves the open form; only changed settings are sent. */
    async saveEdit() {
      const edit = editing.value;
      const font = fonts.value?.find((f) => f.id === edit?.fontId);
      if (!edit || !font || !siteId) return;
      const parsed = parseDraft(edit.draft);
      if (!parsed.ok) {
        editing.value = { ...edit, error: parsed.problem };
        return;
      }
      const change = Object.fromEntries(
        Object.entries(parsed.settings).filter(
          ([name, value]) => font[name as keyof CustomFont] !== value,
        ),
      );
      if (Object.keys(change).length === 0) {
        editing.value = null;
        return;
      }
      editing.value = { ...edit, saving: true, error: undefined };
      try {
        const saved = await client.request('fonts.updateFont', {
          siteId,
          fontId: font.id,
          settings: change,
        });
        fonts.value = (fonts.value ?? []).map((f) => (f.id === saved.id ? saved : f));
        editing.value = null;
        notice.value = fontText.saved(fontName(saved));
      } catch (e) {
        editing.value = { ...edit, saving: false, error: messageOf(e) };
      }
    },
  };
}

/** The Fonts tab's model. */
export type FontsModel = ReturnType<typeof createFontsModel>;
