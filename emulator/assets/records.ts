/** One image variant the service generated for an asset. */
export interface AssetVariant {
  hostedPath: string;
  originalFileName: string;
  displayName: string;
  format: string;
  width: number;
  height: number | null;
  quality: number;
  error: string | null;
}

/** An asset as the emulator stores it. */
export interface AssetRecord {
  id: string;
  siteId: string;
  folderId: string | null;
  contentType: string;
  size: number;
  /** Path on the emulator's origin where the file is served. */
  hostedPath: string;
  originalFileName: string;
  displayName: string;
  createdOn: string;
  lastUpdated: string;
  /** Alt text per locale id; a locale without an entry has none of its own. */
  altText: Record<string, string>;
  variants: AssetVariant[];
  fileHash: string;
  /** False between the upload handshake and the object store's 201. */
  live: boolean;
}

/** An asset folder as the emulator stores it. */
export interface AssetFolderRecord {
  id: string;
  siteId: string;
  displayName: string;
  parentFolder: string | null;
  createdOn: string;
  lastUpdated: string;
}
