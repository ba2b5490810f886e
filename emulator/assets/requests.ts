import { z } from 'zod';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The MIME type a file name implies (`application/octet-stream` for unknown extensions). */
export function contentTypeOf(fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-hex ObjectId');

/** Query of the asset list. */
export const listAssetsQuery = z.object({ folderId: objectId.optional() });

/** Body of the upload handshake (create asset). */
export const createAssetBody = z.object({
  fileName: z
    .string()
    .min(3)
    .max(99)
    .regex(/^[^/\\]+\.[A-Za-z0-9]{1,10}$/, 'fileName needs an extension'),
  fileHash: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'fileHash must be the MD5 of the file')
    .transform((hash) => hash.toLowerCase()),
  parentFolder: objectId.nullable().optional(),
});

/** Body of PATCH asset: `displayName` (not localized) and/or `altText` (for the locale). */
export const patchAssetBody = z
  .object({
    displayName: z.string().trim().min(1).max(255).optional(),
    altText: z.string().max(1000).nullable().optional(),
  })
  .refine((body) => body.displayName !== undefined || body.altText !== undefined, {
    message: 'give displayName or altText',
  });

/** Body of create folder. */
export const createFolderBody = z.object({
  displayName: z.string().trim().min(1).max(255),
  parentFolder: objectId.nullable().optional(),
});
