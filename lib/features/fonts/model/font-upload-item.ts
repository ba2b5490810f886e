/**
 * An upload of the Fonts tab as its model holds it, and how its file is announced.
 * @module
 */
import type { CustomFont, FontUpload } from '../font-messages';
import { axesToSend, type ReplaceTarget } from '../font-identity';
import { parseDraft, type SettingsDraft } from '../settings-draft';
import type { MessagingClient } from '../../../core/messaging/client';

/**
 * Where an upload is. `needs-access`: announced, waiting for the editor to allow the store's
 * host; `deleting`: the announced font of a create is being deleted.
 */
export type UploadStage =
  'hashing' | 'ready' | 'starting' | 'uploading' | 'needs-access' | 'deleting' | 'done' | 'failed';

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
  /** The announced upload whose file has not arrived yet; sent again while its policy lasts. */
  upload?: FontUpload;
  /** The object store's host, while access to it is needed. */
  accessHost?: string;
  /** The editor declined access to the store's host. */
  declined?: boolean;
}

/** Sends a file to an upload URL, reporting percent; rejects with an editor-readable error. */
export type SendFile = (
  upload: FontUpload,
  file: Blob,
  options: { fileName: string; onProgress: (percent: number) => void },
) => Promise<void>;

/**
 * Announces an item's file: replace-file for a replace, or for a create whose font was already
 * announced (so a retry never meets its own 409); else a create with the item's settings.
 */
export async function announceFile(
  client: MessagingClient,
  siteId: string,
  item: FontUploadItem,
  fileHash: string,
) {
  const target = item.replace;
  if (target) {
    const axes = axesToSend(target);
    return client.request('fonts.startFontReplace', {
      siteId,
      fontId: target.fontId,
      file: { fileName: item.fileName, fileHash, ...(axes ? { axes } : {}) },
    });
  }
  if (item.pendingFontId) {
    return client.request('fonts.startFontReplace', {
      siteId,
      fontId: item.pendingFontId,
      file: { fileName: item.fileName, fileHash },
    });
  }
  const parsed = parseDraft(item.draft);
  if (!parsed.ok) throw new Error(parsed.problem);
  return client.request('fonts.startFontUpload', {
    siteId,
    font: { ...parsed.settings, fileName: item.fileName, fileHash },
  });
}
