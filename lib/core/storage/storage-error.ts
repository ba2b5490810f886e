/**
 * The one error a storage write can end in, with a message an editor can read. A write that the
 * browser refuses is never swallowed: it becomes a `StorageWriteError` that the UI shows as is.
 * @module
 */
import { t } from '../i18n/t';

/** Why a write was refused. */
export type StorageWriteReason = 'quota' | 'too-large' | 'newer-version';

/** A refused storage write; `message` is written for the editor, `cause` keeps the browser's error. */
export class StorageWriteError extends Error {
  override readonly name = 'StorageWriteError';

  /** Creates the error; `label` names the thing that was not stored ("draft", "bulk job"). */
  constructor(
    readonly reason: StorageWriteReason,
    readonly label: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True when `error` is the browser saying its storage quota is used up (Chrome or Firefox wording). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'QuotaExceededError' || (typeof message === 'string' && /quota/i.test(message));
}

/** The error for a write the browser refused because storage is full. */
export function quotaError(label: string, cause: unknown): StorageWriteError {
  return new StorageWriteError('quota', label, t('storage_quota', label), { cause });
}

/** The error for a value larger than its item allows. */
export function tooLargeError(label: string, bytes: number, maxBytes: number): StorageWriteError {
  const kb = (n: number) => Math.ceil(n / 1024);
  return new StorageWriteError(
    'too-large',
    label,
    t('storage_too_large', label, kb(bytes), kb(maxBytes)),
  );
}

/** The error for a value stored by a newer version of the extension, which this one must not overwrite. */
export function newerVersionError(label: string): StorageWriteError {
  return new StorageWriteError('newer-version', label, t('storage_newer_version', label));
}
