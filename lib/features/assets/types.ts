/** One rendition of an image asset, as the service lists it. */
export interface AssetVariantLike {
  hostedUrl?: string | null;
  width?: number | null;
  height?: number | null;
  format?: string | null;
  error?: string | null;
}

/**
 * The fields of an asset the browser reads; the API's `Asset` fits it. `altText` is the alt text
 * of the locale the asset was listed in.
 */
export interface AssetLike {
  id: string;
  contentType?: string | null;
  size?: number | null;
  hostedUrl?: string | null;
  originalFileName?: string | null;
  displayName?: string | null;
  variants?: readonly AssetVariantLike[] | null;
  altText?: string | null;
  folderId?: string | null;
}

/** The fields of an asset folder the tree reads; the API's `AssetFolder` fits it. */
export interface FolderLike {
  id: string;
  displayName?: string | null;
  parentFolder?: string | null;
  /** Ids of the assets directly inside the folder, when the service sent them. */
  assets?: readonly string[] | null;
}
