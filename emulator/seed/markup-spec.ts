/**
 * The shape of a page's seeded markup per locale, apart from the seeded markup itself so that the
 * collection templates' markup can use it too.
 * @module
 */

/** Schema markup of a demo page: per locale index (0 = en, 1 = fr, 2 = de) a value or a legacy raw text. */
export type MarkupSpec = Partial<
  Record<0 | 1 | 2, Record<string, unknown> | { legacyRaw: string }>
>;
