import type { CustomFont, FontAxis } from '../../core/api/custom-fonts';
import { fontText } from './messages';

/** A new file for an existing font; `axes` says what the new file is when the font is variable. */
export interface ReplaceTarget {
  fontId: string;
  name: string;
  currentAxes: FontAxis[];
  axes: 'keep' | 'static';
}

/** An axis as a request sends it: a missing name is left out, never sent as null. */
export type AxisToSend = Omit<FontAxis, 'name'> & { name?: string };

/** The axes a replace request sends: none for a static font, else the editor's choice. */
export function axesToSend(target: ReplaceTarget): AxisToSend[] | undefined {
  if (target.currentAxes.length === 0) return undefined;
  if (target.axes === 'static') return [];
  return target.currentAxes.map(({ name, tag, min, max, defaultValue }) => ({
    tag,
    min,
    max,
    defaultValue,
    ...(name ? { name } : {}),
  }));
}

/** The font of `fonts` with the same family (case-insensitive), weight and style. */
export function findConflict(
  fonts: readonly CustomFont[],
  settings: { fontFamily: string; weight: number; italic: boolean },
): CustomFont | undefined {
  const family = settings.fontFamily.toLowerCase();
  return fonts.find(
    (f) =>
      (f.fontFamily ?? '').toLowerCase() === family &&
      f.weight === settings.weight &&
      (f.italic ?? false) === settings.italic,
  );
}

/** A font's name as lists show it. */
export function fontName(font: CustomFont): string {
  return fontText.fontName(font.fontFamily ?? '', font.weight ?? 400, font.italic ?? false);
}
