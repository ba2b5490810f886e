/**
 * The font uploads of the Fonts tab: each file is checked and hashed in the page, announced to
 * the service through the background (create, or replace-file), then sent with its progress to
 * the upload URL, an object store on another origin. The page sends it only while the extension
 * holds host access to that origin; without it the upload waits for the editor to allow access
 * (or to delete the announced font). A file whose announce succeeded but whose sending failed is
 * sent again with the same upload while its policy lasts, else announced again through
 * replace-file on the announced font, so a retry never meets its own 409.
 * @module
 */
import { signal } from '@preact/signals';
import type { CustomFont, FontUpload } from '../font-messages';
import { checkFontFile, guessSettings } from '../font-file';
import { md5OfBlob } from '../file-hash';
import { findConflict, fontName, type ReplaceTarget } from '../font-identity';
import { parseDraft, toDraft, type SettingsDraft } from '../settings-draft';
import { fontText } from '../messages';
import type { HostAccess } from '../../../core/model/host-access';
import { refusedStore, storeAccessOf } from '../upload-access';
import { canReuse, policyOutlives, sendFontFile } from '../upload-form';
import type { MessagingClient } from '../../../core/messaging/client';
import {
  announceFile,
  type FontUploadItem,
  type SendFile,
  type UploadStage,
} from './font-upload-item';

export type { FontUploadItem, SendFile, UploadStage } from './font-upload-item';

/** What the uploads need. */
export interface FontUploadDeps {
  client: MessagingClient;
  siteId: () => string | undefined;
  fonts: () => CustomFont[];
  /** Called after a file is live, to re-read the list. */
  onLive: () => Promise<void>;
  hash?: (file: Blob) => Promise<string>;
  send?: SendFile;
  /** Host access to the object store; without it (a page that cannot ask) files go at once. */
  hostAccess?: HostAccess;
  /** The clock an announced upload's `expiresAt` is compared against. */
  now?: () => number;
}

/** Stages from which an upload can be (re)started. */
const STARTABLE: ReadonlySet<UploadStage> = new Set(['ready', 'failed', 'needs-access']);

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const kindOf = (e: unknown) => (e as { kind?: unknown } | null)?.kind;

/** Creates the uploads' state and actions. */
export function createFontUploads(deps: FontUploadDeps) {
  const items = signal<FontUploadItem[]>([]);
  const hash = deps.hash ?? ((file: Blob) => md5OfBlob(file));
  const send: SendFile =
    deps.send ?? ((upload, file, options) => sendFontFile(upload, file, options));
  const now = deps.now ?? Date.now;
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

  /** Sends the announced file, or stops at `needs-access` while the store's host is not held. */
  const sendAnnounced = async (key: string, upload: FontUpload, file: Blob, fileName: string) => {
    const refused = refusedStore(upload.url);
    if (refused) return patch(key, { stage: 'failed', error: refused, upload: undefined });
    const access = storeAccessOf(upload.url);
    if (deps.hostAccess) {
      const held = await deps.hostAccess.contains([access.pattern]).catch(() => false);
      if (!held) return patch(key, { stage: 'needs-access', accessHost: access.host });
    }
    patch(key, { stage: 'uploading', accessHost: undefined, declined: undefined });
    try {
      await send(upload, file, { fileName, onProgress: (percent) => patch(key, { percent }) });
    } catch (e) {
      return patch(key, {
        stage: 'failed',
        error: messageOf(e),
        ...(policyOutlives(e) ? {} : { upload: undefined }),
      });
    }
    patch(key, { stage: 'done', percent: 100, pendingFontId: undefined, upload: undefined });
    await deps.onLive();
  };

  const start = async (key: string): Promise<void> => {
    const item = get(key);
    const siteId = deps.siteId();
    if (!item?.fileHash || !siteId || !STARTABLE.has(item.stage)) return;
    if (!item.replace && !item.pendingFontId) {
      const parsed = parseDraft(item.draft);
      if (!parsed.ok) return patch(key, { stage: 'ready', error: parsed.problem });
    }
    patch(key, { stage: 'starting', percent: 0, error: undefined, conflict: undefined });
    let upload = item.upload && canReuse(item.upload, now()) ? item.upload : undefined;
    if (!upload) {
      try {
        const handshake = await announceFile(deps.client, siteId, item, item.fileHash);
        upload = handshake.upload;
        if (!item.replace) patch(key, { pendingFontId: handshake.customFont.id });
      } catch (e) {
        const parsed = parseDraft(item.draft);
        const conflict =
          kindOf(e) === 'conflict' && parsed.ok
            ? findConflict(deps.fonts(), parsed.settings)
            : undefined;
        return patch(key, {
          stage: 'failed',
          error: messageOf(e),
          upload: undefined,
          ...(conflict ? { conflict } : {}),
        });
      }
      patch(key, { upload });
    }
    await sendAnnounced(key, upload, item.file, item.fileName);
  };

  /** Deletes the announced font of a create whose file never arrived, then forgets the item. */
  const deletePending = async (key: string): Promise<void> => {
    const item = get(key);
    const siteId = deps.siteId();
    const fontId = item?.pendingFontId;
    if (!item || !fontId || item.replace || !siteId || item.stage === 'deleting') return;
    patch(key, { stage: 'deleting', error: undefined });
    try {
      const report = await deps.client.request('fonts.deleteFonts', { siteId, fontIds: [fontId] });
      const failure = report.failed.find((f) => f.id === fontId && f.name !== 'NotFound');
      if (failure) throw new Error(failure.msg ?? failure.name ?? '');
      items.value = items.value.filter((i) => i.key !== key);
    } catch (e) {
      patch(key, { stage: item.stage, error: fontText.deletePendingFailed(messageOf(e)) });
    }
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
    /**
     * Asks for access to the store's host, then sends the file; declining leaves the upload
     * waiting. Call it straight from the click handler: the request needs the user's gesture.
     */
    allowAndUpload(key: string): Promise<void> {
      const item = get(key);
      if (!item?.upload || item.stage !== 'needs-access' || !deps.hostAccess) {
        return Promise.resolve();
      }
      const { pattern, host } = storeAccessOf(item.upload.url);
      let asked: Promise<boolean>;
      try {
        asked = deps.hostAccess.request([pattern]);
      } catch (e) {
        asked = Promise.reject(e);
      }
      return asked.then(
        (granted) => (granted ? start(key) : patch(key, { declined: true, error: undefined })),
        (e) => patch(key, { error: fontText.accessFailed(host, messageOf(e)) }),
      );
    },
    deletePending,
    /** Forgets an item; a create whose file never arrived has its announced font deleted. */
    async dismiss(key: string) {
      const item = get(key);
      if (item?.pendingFontId && !item.replace) return deletePending(key);
      items.value = items.value.filter((i) => i.key !== key);
    },
    reset() {
      items.value = [];
    },
  };
}

/** The uploads' state and actions. */
export type FontUploads = ReturnType<typeof createFontUploads>;
