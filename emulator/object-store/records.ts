/** What a finished upload is for. */
export type UploadPurpose =
  | { kind: 'asset'; assetId: string }
  | { kind: 'font'; fontId: string }
  | { kind: 'font-file'; fontId: string };

/** An upload the API announced and the object store is waiting for. */
export interface PendingUpload {
  key: string;
  siteId: string;
  purpose: UploadPurpose;
  fields: Record<string, string>;
  md5Hex: string;
  contentType: string;
  maxBytes: number;
  /** Epoch ms on the emulator clock after which the policy has expired. */
  expiresAt: number;
}

/** A file the object store holds, served back at its key. */
export interface StoredObject {
  key: string;
  contentType: string;
  /** Base64 of the bytes, so the state stays JSON. */
  base64: string;
}
