import { z } from 'zod';
import { assertBatchSize, enc } from './client';
import type { ApiClient, CallOptions } from './client';
import { paginationSchema } from './pagination';

const axisSchema = z.object({
  tag: z.string(),
  name: z.string().nullish(),
  min: z.number(),
  max: z.number(),
  defaultValue: z.number(),
});

/** A custom font; `axes` is empty for a static font. */
export const customFontSchema = z.object({
  id: z.string(),
  fontFamily: z.string().nullish(),
  format: z.string().nullish(),
  fileName: z.string().nullish(),
  weight: z.number().nullish(),
  italic: z.boolean().nullish(),
  fontDisplay: z.string().nullish(),
  axes: z.array(axisSchema).nullish(),
  hostedUrl: z.string().nullish(),
});

/**
 * Where to send the font file: multipart POST of every field, then `file` last. The URL is an
 * object store's (another origin than the API), over http(s) only.
 */
export const uploadSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.string().nullish(),
});

/** Custom font record. */
export type CustomFont = z.infer<typeof customFontSchema>;
/** Upload instructions of the 202 handshake. */
export type FontUpload = z.infer<typeof uploadSchema>;
/** Variable-font axis. */
export type FontAxis = z.infer<typeof axisSchema>;

/** `font-display` values, in the order the picker shows them. */
export const FONT_DISPLAYS = ['auto', 'block', 'swap', 'fallback', 'optional'] as const;

/** One `font-display` value. */
export type FontDisplay = (typeof FONT_DISPLAYS)[number];

/** Settings of a font that can change without a new file. */
export interface FontSettings {
  fontFamily?: string;
  weight?: number;
  italic?: boolean;
  fontDisplay?: FontDisplay;
}

/** Body of a font upload: the file's name and lowercase hex MD5, plus its settings. */
export interface NewFont extends Required<FontSettings> {
  fileName: string;
  fileHash: string;
  axes?: FontAxis[];
}

const fontListSchema = z.object({
  customFonts: z.array(customFontSchema),
  pagination: paginationSchema.nullish(),
});
const fontSchema = z.object({ customFont: customFontSchema });
const handshakeSchema = z.object({ customFont: customFontSchema, upload: uploadSchema });
const batchDeleteSchema = z.object({
  deleted: z.array(z.object({ id: z.string() })),
  failed: z.array(
    z.object({ id: z.string(), name: z.string().nullish(), msg: z.string().nullish() }),
  ),
});

const fontsPath = (siteId: string) => `/v2/sites/${enc(siteId)}/custom_fonts`;

/** Lists a site's custom fonts (`sites:read`). */
export function listCustomFonts(
  client: ApiClient,
  siteId: string,
  page: { limit?: number; offset?: number } = {},
  options: CallOptions = {},
): Promise<z.infer<typeof fontListSchema>> {
  return client.call({
    method: 'GET',
    path: fontsPath(siteId),
    query: page,
    schema: fontListSchema,
    ...options,
  });
}

/** Starts a font upload: returns the font and where to POST the file (`sites:write`, 202). */
export function createCustomFont(
  client: ApiClient,
  siteId: string,
  font: NewFont,
  options: CallOptions = {},
): Promise<z.infer<typeof handshakeSchema>> {
  return client.call({
    method: 'POST',
    path: fontsPath(siteId),
    body: font,
    schema: handshakeSchema,
    ...options,
  });
}

/** Gets one custom font (`sites:read`). */
export async function getCustomFont(
  client: ApiClient,
  siteId: string,
  fontId: string,
  options: CallOptions = {},
): Promise<CustomFont> {
  const path = `${fontsPath(siteId)}/${enc(fontId)}`;
  return (await client.call({ method: 'GET', path, schema: fontSchema, ...options })).customFont;
}

/** Changes a font's settings; the file is untouched (`sites:write`). */
export async function updateCustomFont(
  client: ApiClient,
  siteId: string,
  fontId: string,
  settings: FontSettings,
  options: CallOptions = {},
): Promise<CustomFont> {
  const path = `${fontsPath(siteId)}/${enc(fontId)}`;
  const body = await client.call({
    method: 'PATCH',
    path,
    body: settings,
    schema: fontSchema,
    ...options,
  });
  return body.customFont;
}

/** Replaces a font's file; `axes` is required when the current font has axes (`sites:write`, 202). */
export function replaceCustomFontFile(
  client: ApiClient,
  siteId: string,
  fontId: string,
  file: { fileName: string; fileHash: string; axes?: FontAxis[] },
  options: CallOptions = {},
): Promise<z.infer<typeof handshakeSchema>> {
  const path = `${fontsPath(siteId)}/${enc(fontId)}/file`;
  return client.call({ method: 'PUT', path, body: file, schema: handshakeSchema, ...options });
}

/** Deletes one custom font (`sites:write`, 204). */
export async function deleteCustomFont(
  client: ApiClient,
  siteId: string,
  fontId: string,
  options: CallOptions = {},
): Promise<void> {
  const path = `${fontsPath(siteId)}/${enc(fontId)}`;
  await client.call({ method: 'DELETE', path, schema: z.unknown(), ...options });
}

/** Deletes up to 100 fonts; missing ones land in `failed` (`sites:write`). Safe to re-send. */
export function batchDeleteCustomFonts(
  client: ApiClient,
  siteId: string,
  fontIds: string[],
  options: CallOptions = {},
): Promise<z.infer<typeof batchDeleteSchema>> {
  assertBatchSize(fontIds, 100);
  return client.call({
    method: 'POST',
    path: `${fontsPath(siteId)}/batchDelete`,
    body: { items: fontIds.map((id) => ({ id })) },
    schema: batchDeleteSchema,
    idempotent: true,
    ...options,
  });
}
