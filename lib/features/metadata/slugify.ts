/**
 * Turns any text into a slug the service accepts: lowercase ASCII letters and digits joined by
 * single hyphens. Letters with accents lose them; letters that do not decompose (ß, œ, æ, ø, ł, þ…)
 * are spelled out the way their languages transliterate them.
 * @module
 */

const SPELLED: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'ng',
  ĸ: 'k',
  ſ: 's',
};

/** The longest slug the service accepts. */
export const SLUG_MAX_LENGTH = 100;

/**
 * A slug from `text`, or `''` when nothing in it can be spelled in ASCII (e.g. only CJK text).
 * Apostrophes join words ("l'été" → "lete") instead of splitting them.
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const spelled = [...text.toLowerCase()].map((c) => SPELLED[c] ?? c).join('');
  const slug = spelled
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
  return slug.length <= maxLength ? slug : slug.slice(0, maxLength).replace(/(?<!-)-+$/, '');
}

/** `slug` made unique among `taken` by adding `-2`, `-3`… (kept within the length limit). */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const stem = slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/(?<!-)-+$/, '');
    const candidate = `${stem}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
