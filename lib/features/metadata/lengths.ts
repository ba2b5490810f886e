/**
 * Length guidance for the metadata fields, measured in characters and in approximate pixels (search
 * engines cut titles and descriptions by rendered width, not by count). The ranges follow common
 * search and social-card guidance; they are advice, never a reason to block a save.
 * @module
 */
import { graphemes, textWidth } from './text-width';
import { formText, lengthText } from './messages';

/** A field with length guidance. */
export type LengthField = 'title' | 'seoTitle' | 'seoDescription';

/** How a length compares with the guidance. */
export type LengthLevel = 'empty' | 'short' | 'ok' | 'long';

/** The guidance of one field: characters, and the pixel width at which results are cut. */
export interface LengthRule {
  label: string;
  minChars: number;
  maxChars: number;
  /** Width a search result shows before cutting, or null where none applies (social cards). */
  maxPixels: number | null;
  fontSizePx: number;
}

/** The guidance per field. */
export const LENGTH_RULES: Record<LengthField, LengthRule> = {
  title: { label: formText.title, minChars: 30, maxChars: 60, maxPixels: 580, fontSizePx: 20 },
  seoTitle: {
    label: formText.seoTitle,
    minChars: 30,
    maxChars: 60,
    maxPixels: 580,
    fontSizePx: 20,
  },
  seoDescription: {
    label: formText.seoDescription,
    minChars: 120,
    maxChars: 160,
    maxPixels: 990,
    fontSizePx: 13,
  },
};

/** The verdict on one field. */
export interface LengthCheck {
  level: LengthLevel;
  chars: number;
  /** Approximate rendered width in pixels at the field's result font size. */
  pixels: number;
  message: string;
}

/** Checks `text` against the guidance of `field`. */
export function checkLength(field: LengthField, text: string): LengthCheck {
  const rule = LENGTH_RULES[field];
  const trimmed = text.trim();
  const chars = graphemes(trimmed).length;
  const pixels = Math.round(textWidth(trimmed, rule.fontSizePx));
  const range = lengthText.range(rule.minChars, rule.maxChars);
  const counted = lengthText.chars(chars);
  if (chars === 0) {
    return { level: 'empty', chars, pixels, message: lengthText.empty(range) };
  }
  if (chars > rule.maxChars || (rule.maxPixels !== null && pixels > rule.maxPixels)) {
    const message =
      rule.maxPixels !== null
        ? lengthText.tooLongSearchWidth(counted, pixels, rule.maxPixels, range)
        : lengthText.tooLongCard(counted, range);
    return { level: 'long', chars, pixels, message };
  }
  if (chars < rule.minChars) {
    return { level: 'short', chars, pixels, message: lengthText.short(counted, range) };
  }
  return { level: 'ok', chars, pixels, message: lengthText.good(counted) };
}
