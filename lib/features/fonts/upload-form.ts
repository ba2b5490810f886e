import type { FontUpload } from '../../core/api/custom-fonts';
import { fontText } from './messages';

/**
 * The multipart body of an upload: every issued field in the order given, then the binary as
 * `file`, last, since the object store ignores fields after the file.
 */
export function buildUploadForm(upload: FontUpload, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file, fileName);
  return form;
}

/** Why an upload failed; `message` is fit to show an editor. */
export class FontUploadError extends Error {
  override readonly name = 'FontUploadError';
  constructor(
    readonly kind: 'expired' | 'network' | 'refused' | 'unexpected',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The `<Code>` and `<Message>` of an S3-style XML error body, when it has them. */
function storeReason(body: string): { code: string; message: string } {
  const pick = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(body)?.[1] ?? '';
  return { code: pick('Code'), message: pick('Message') };
}

/** The error an object-store answer other than 201 stands for. */
export function uploadFailure(status: number, body: string): FontUploadError {
  const { code, message } = storeReason(body);
  if (status === 403 && /expired/i.test(message)) {
    return new FontUploadError('expired', fontText.expired, status);
  }
  if (status >= 200 && status < 300) {
    return new FontUploadError('unexpected', fontText.notCreated(status), status);
  }
  const reason = [code, message].filter(Boolean).join(': ');
  return new FontUploadError('refused', fontText.refused(status, reason), status);
}

/** Time an announced upload must still have left to be sent again rather than announced anew. */
export const REUSE_MARGIN_MS = 60_000;

/** Whether an announced upload can still be sent: its policy does not expire within the margin. */
export function canReuse(upload: FontUpload, now: number): boolean {
  if (!upload.expiresAt) return false;
  return Date.parse(upload.expiresAt) - now > REUSE_MARGIN_MS;
}

/**
 * Whether the upload a failed sending used is still worth sending again: after a network failure
 * or a 5xx the store has not judged the policy; after any other refusal (an expired policy among
 * them) a retry needs a fresh handshake.
 */
export function policyOutlives(error: unknown): boolean {
  if (!(error instanceof FontUploadError)) return false;
  return error.kind === 'network' || (error.status !== undefined && error.status >= 500);
}

/** What {@link sendFontFile} needs besides the upload and the file. */
export interface SendOptions {
  fileName: string;
  /** Called with the share of bytes sent, 0–100. */
  onProgress?: (percent: number) => void;
  /** The clock `expiresAt` is compared against. */
  now?: () => number;
  /** Makes the request object (tests pass a fake). */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Sends a font file to the object store with XMLHttpRequest (for upload progress) and resolves on
 * its 201 Created. The URL and fields are a presigned policy, not a credential, so this runs in
 * the page; the account's token never leaves the background.
 */
export function sendFontFile(upload: FontUpload, file: Blob, options: SendOptions): Promise<void> {
  const now = options.now ?? Date.now;
  if (upload.expiresAt && Date.parse(upload.expiresAt) <= now()) {
    return Promise.reject(new FontUploadError('expired', fontText.expired));
  }
  const form = buildUploadForm(upload, file, options.fileName);
  return new Promise((resolve, reject) => {
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        options.onProgress?.(100);
        resolve();
      } else {
        reject(uploadFailure(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new FontUploadError('network', fontText.network));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}
