import type { FontSettings } from '../../core/api/custom-fonts';
import { fontText } from './messages';

/** Font formats this extension uploads, by file extension. */
const ACCEPTED: Readonly<Record<string, string>> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
};

/** The `accept` attribute of font file inputs. */
export const FONT_FILE_ACCEPT = '.woff2,.woff,.ttf,.otf';

/** Whether a file can be uploaded as a custom font, and its format when it can. */
export type FontFileCheck = { ok: true; format: string } | { ok: false; message: string };

/** Checks a font file's name (its extension decides the format) and that it is not empty. */
export function checkFontFile(file: { name: string; size: number }): FontFileCheck {
  const dot = file.name.lastIndexOf('.');
  const format = dot > 0 ? ACCEPTED[file.name.slice(dot + 1).toLowerCase()] : undefined;
  if (!format) return { ok: false, message: fontText.refusedFormat(file.name) };
  if (file.name.length > 256) return { ok: false, message: fontText.nameTooLong };
  if (file.size === 0) return { ok: false, message: fontText.emptyFile(file.name) };
  return { ok: true, format };
}

const WEIGHT_WORDS: readonly [RegExp, number][] = [
  [/extra-?light|ultra-?light/, 200],
  [/semi-?bold|demi-?bold/, 600],
  [/extra-?bold|ultra-?bold/, 800],
  [/thin|hairline/, 100],
  [/light/, 300],
  [/medium/, 500],
  [/bold/, 700],
  [/black|heavy/, 900],
];

/**
 * Settings guessed from a file name such as `AcmeSans-SemiBoldItalic.woff2`: the family before
 * the first dash, weight and style from the usual words; the editor can change them before upload.
 */
export function guessSettings(fileName: string): Required<FontSettings> {
  const base = fileName.replace(/\.[^.]+$/, '');
  const [familyPart = base, stylePart = ''] = base.split('-', 2);
  const style = stylePart.toLowerCase();
  const weight = WEIGHT_WORDS.find(([word]) => word.test(style))?.[1] ?? 400;
  const family = familyPart
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_,]+/g, ' ')
    .trim();
  return {
    fontFamily: family.slice(0, 256) || fontText.defaultFamily,
    weight,
    italic: /italic|oblique/.test(style),
    fontDisplay: 'swap',
  };
}

/** A settings problem in words, or null: family 1–256 characters (commas dropped), weight 1–1000. */
export function settingsProblem(settings: { fontFamily?: string; weight?: number }): string | null {
  if (settings.fontFamily !== undefined) {
    const family = settings.fontFamily.replaceAll(',', '').trim();
    if (family.length === 0) return fontText.familyEmpty;
    if (family.length > 256) return fontText.familyTooLong;
  }
  if (settings.weight !== undefined) {
    const w = settings.weight;
    if (!Number.isInteger(w) || w < 1 || w > 1000) return fontText.weightRange;
  }
  return null;
}
