/**
 * How the audit keys a locale in a page's `paths` and `slugs`: the primary's key is `''`. Its own
 * module so the pages import it without zod.
 * @module
 */

/** The key of a locale (`null` = primary). */
export const localeKey = (localeId: string | null): string => localeId ?? '';
