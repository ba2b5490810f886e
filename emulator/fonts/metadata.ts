import { z } from 'zod';

/** Formats a custom font can have; `svg` is legacy and read-only. */
export const FONT_FORMATS = [
  'woff2',
  'woff',
  'truetype',
  'opentype',
  'embedded-opentype',
  'svg',
] as const;

/** One font format. */
export type FontFormat = (typeof FONT_FORMATS)[number];

/** `font-display` values. */
export const FONT_DISPLAYS = ['auto', 'block', 'swap', 'fallback', 'optional'] as const;

const EXTENSION_FORMATS: Readonly<Record<string, FontFormat>> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
  eot: 'embedded-opentype',
};

/** MIME type served for each uploadable format. */
export const FORMAT_CONTENT_TYPES: Readonly<Record<FontFormat, string>> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  truetype: 'font/ttf',
  opentype: 'font/otf',
  'embedded-opentype': 'application/vnd.ms-fontobject',
  svg: 'image/svg+xml',
};

/** The format a file name implies, or null when the extension cannot be uploaded (svg included). */
export function formatOfFileName(fileName: string): FontFormat | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return null;
  return EXTENSION_FORMATS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

/** One variable-font axis; `defaultValue` must lie in [min, max]. */
export const fontAxis = z
  .object({
    tag: z.string().regex(/^[\x20-\x7e]{4}$/, 'tag must be exactly 4 printable ASCII characters'),
    name: z.string().max(64).optional(),
    min: z.number().finite(),
    max: z.number().finite(),
    defaultValue: z.number().finite(),
  })
  .strict()
  .superRefine((axis, ctx) => {
    if (axis.min > axis.max) ctx.addIssue({ code: 'custom', message: 'min must not exceed max' });
    if (axis.defaultValue < axis.min || axis.defaultValue > axis.max) {
      ctx.addIssue({ code: 'custom', message: 'defaultValue must lie in [min, max]' });
    }
  });

/** A font axis. */
export type FontAxis = z.infer<typeof fontAxis>;

const fileName = z
  .string()
  .min(1)
  .max(256)
  .refine((name) => formatOfFileName(name) !== null, {
    message: 'fileName must end in .woff2, .woff, .ttf, .otf or .eot',
  });
const fileHash = z.string().regex(/^[0-9a-f]{32}$/, 'fileHash must be a lowercase hex MD5');
const fontFamily = z
  .string()
  .transform((family) => family.replaceAll(',', '').trim())
  .pipe(z.string().min(1).max(256));
const weight = z.number().int().min(1).max(1000);
const axes = z.array(fontAxis).max(16);

/** Body of the create-font request. */
export const createFontBody = z
  .object({
    fileName,
    fileHash,
    fontFamily,
    weight,
    italic: z.boolean(),
    fontDisplay: z.enum(FONT_DISPLAYS),
    axes: axes.optional(),
  })
  .strict();

/** Body of the update-font request: at least one field; the binary is untouched. */
export const updateFontBody = z
  .object({
    fontFamily: fontFamily.optional(),
    weight: weight.optional(),
    italic: z.boolean().optional(),
    fontDisplay: z.enum(FONT_DISPLAYS).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'at least one of fontFamily, weight, italic, fontDisplay is required',
  });

/** Body of the replace-file request. */
export const replaceFontFileBody = z.object({ fileName, fileHash, axes: axes.optional() }).strict();

/** Body of the batch-delete request. */
export const batchDeleteBody = z
  .object({
    items: z
      .array(z.object({ id: z.string().min(1) }))
      .min(1)
      .max(100),
  })
  .strict();

/**
 * Replace-file axes rule: when the stored font is variable, the request must say what the new
 * file is (`[]` for static, or its axes); omitting `axes` is refused.
 * @returns the axes the font will have after the upload, or null when the request is refused
 */
export function axesAfterReplace(
  existing: readonly FontAxis[],
  requested: readonly FontAxis[] | undefined,
): FontAxis[] | null {
  if (requested !== undefined) return [...requested];
  return existing.length > 0 ? null : [];
}

/** The identity a site may hold only once: family (case-insensitive), weight and style. */
export function fontIdentity(font: {
  fontFamily: string;
  weight: number;
  italic: boolean;
}): string {
  return `${font.fontFamily.toLowerCase()}|${font.weight}|${font.italic ? 'italic' : 'normal'}`;
}
