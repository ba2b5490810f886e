/**
 * The font uploads of the Fonts tab: each file is checked and hashed in the page, announced to
 * the service through the background (create, or replace-file), then sent with its progress to
 * the upload URL. A file whose announce succeeded but whose sending failed is retried through
 * replace-file on the announced font, so a retry never meets its own 409.
 * @module
 */
import { signal } from '@preact/signals';
import type { CustomFont, FontUpload } from '../api/custom-fonts';
import { checkFontFile, guessSettings } from '../fonts/font-file';
import { md5OfBlob } from '../fonts/file-hash';
import { axesToSend, findConflict, fontName, type ReplaceTarget } from '../fonts/font-identity';
import { parseDraft, toDraft, type SettingsDraft } from '../fonts/settings-draft';
import { sendFontFile } from '../fonts/upload-form';
import type { MessagingClient } from '../messaging/client';

/** Where an upload is. */
export type UploadStage = 'hashing' | 'ready' | 'starting' | 'uploading' | 'done' | 'failed';

/** One file on its way. */
export interface FontUploadItem {
  key: string;
  fileName: string;
  file: Blob;
  stage: UploadStage;
  percent: number;
  /** The new font's settings (create only). */
  draft: SettingsDraft;
  replace?: ReplaceTarget;
  fileHash?: string;
  error?: string;
  /** The listed font a 409 most likely collided with. */
  conflict?: CustomFont;
  /** The font announced by a create whose file did not arrive. */
  pendingFontId?: string;
}

/** Sends a file to an upload URL, reporting percent; rejects with an editor-readable error. */
export type SendFile = (
  upload: FontUpload,
  file: Blob,
  options: { fileName: string; onProgress: (percent: number) => void },
) => Promise<void>;

/** What the uploads need. */
export interface FontUploadDeps {
  client: MessagingClient;
  siteId: () => string | undefined;
  fonts: () => CustomFont[];
  /** Called after a file is live, to re-read the list. */
  onLive: () => Promise<void>;
  hash?: (file: Blob) => Promise<string>;
  send?: SendFile;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const kindOf = (e: unknown) => (e as { kind?: unknown } | null)?.kind;

/** Creates the uploads' state and actions. */
export function createFontUploads(deps: FontUploadDeps) {
  const items = signal<FontUploadItem[]>([]);
  const hash = deps.hash ?? ((file: Blob) => md5OfBlob(file));
  const send: SendFile =
    deps.send ?? ((upload, file, options) => sendFontFile(upload, file, options));
  let counter = 0;

  const get = (key: string) => items.value.find((i) => i.key === key);
  const patch = (key: string, change: Partial<FontUploadItem>) => {
    items.value = items.value.map((i) => (i.key === key ? { ...i, ...change } : i));
  };

  const add = async (file: File, replace?: ReplaceTarget): Promise<string> => {
    const key = `upload-${++counter}`;
    const checked = checkFontFile(file);
    const item: FontUploadItem = {
      key,
      fileName: file.name,
      file,
      stage: checked.ok ? 'hashing' : 'failed',
      percent: 0,
      draft: toDraft(guessSettings(file.name)),
      ...(replace ? { replace } : {}),
      ...(checked.ok ? {} : { error: checked.message }),
    };
    items.value = [...items.value, item];
    if (!checked.ok) return key;
    try {
      patch(key, { fileHash: await hash(file), stage: 'ready' });
    } catch (e) {
      patch(key, { stage: 'failed', error: messageOf(e) });
    }
    return key;
  };

  const announce = async (siteId: string, item: FontUploadItem, fileHash: string) => {
    const target = item.replace;
    if (target) {
      const axes = axesToSend(target);
      return deps.client.request('startFontReplace', {
        siteId,
        fontId: target.fontId,
        file: { fileName: item.fileName, fileHash, ...(axes ? { axes } : {}) },
      });
    }
    if (item.pendingFontId) {
      return deps.client.request('startFontReplace', {
        siteId,
        fontId: item.pendingFontId,
        file: { fileName: item.fileName, fileHash },
      });
    }
    const parsed = parseDraft(item.draft);
    if (!parsed.ok) throw new Error(parsed.problem);
    return deps.client.request('startFontUpload', {
      siteId,
      font: { ...parsed.settings, fileName: item.fileName, fileHash },
    });
  };

  const start = async (key: string): Promise<void> => {
    const item = get(key);
    const siteId = deps.siteId();
    if (!item?.fileHash || !siteId || !(item.stage === 'ready' || item.stage === 'failed')) return;
    if (!item.replace && !item.pendingFontId) {
      const parsed = parseDraft(item.draft);
      if (!parsed.ok) return patch(key, { stage: 'ready', error: parsed.problem });
    }
    patch(key, { stage: 'starting', percent: 0, error: undefined, conflict: undefined });
    let handshake;
    try {
      handshake = await announce(siteId, item, item.fileHash);
    } catch (e) {
      const parsed = parseDraft(item.draft);
      const conflict =
        kindOf(e) === 'conflict' && parsed.ok
          ? findConflict(deps.fonts(), parsed.settings)
          : undefined;
      return patch(key, {
        stage: 'failed',
        error: messageOf(e),
        ...(conflict ? { conflict } : {}),
      });
    }
    if (!item.replace) patch(key, { pendingFontId: handshake.customFont.id });
    patch(key, { stage: 'uploading' });
    try {
      await send(handshake.upload, item.file, {
        fileName: item.fileName,
        onProgress: (percent) => patch(key, { percent }),
      });
    } catch (e) {
      return patch(key, { stage: 'failed', error: messageOf(e) });
    }
    patch(key, { stage: 'done', percent: 100, pendingFontId: undefined });
    await deps.onLive();
  };

  return {
    items,
    /** Checks and hashes each file; each waits for its settings and the editor's "Upload". */
    async addFiles(files: Iterable<File>) {
      await Promise.all([...files].map((file) => add(file)));
    },
    /** Sends a new file for `font` at once; `axes` matters only when the font is variable. */
    async replaceFile(font: CustomFont, file: File, axes: 'keep' | 'static') {
      const key = await add(file, {
        fontId: font.id,
        name: fontName(font),
        currentAxes: font.axes ?? [],
        axes,
      });
      await start(key);
    },
    setDraft(key: string, change: Partial<SettingsDraft>) {
      const item = get(key);
      if (item) patch(key, { draft: { ...item.draft, ...change }, error: undefined });
    },
    setAxesChoice(key: string, axes: 'keep' | 'static') {
      const item = get(key);
      if (item?.replace) patch(key, { replace: { ...item.replace, axes } });
    },
    start,
    /** Turns a create that met a 409 into a new file for the font it collided with. */
    replaceConflicting(key: string) {
      const item = get(key);
      if (!item?.conflict) return;
      const font = item.conflict;
      patch(key, {
        stage: 'ready',
        error: undefined,
        conflict: undefined,
        replace: {
          fontId: font.id,
          name: fontName(font),
          currentAxes: font.axes ?? [],
          axes: 'keep',
        },
      });
    },
    /** Forgets an item; a create whose file never arrived has its announced font deleted. */
    async dismiss(key: string) {
      const item = get(key);
      items.value = items.value.filter((i) => i.key !== key);
      const siteId = deps.siteId();
      if (item?.pendingFontId && !item.replace && siteId) {
        await deps.client
          .request('deleteFonts', { siteId, fontIds: [item.pendingFontId] })
          .catch(() => undefined);
      }
    },
    reset() {
      items.value = [];
    },
  };
}

/** The uploads' state and actions. */
export type FontUploads = ReturnType<typeof createFontUploads>;
