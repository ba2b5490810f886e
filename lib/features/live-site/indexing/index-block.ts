/**
 * What stops Google from showing one page version, as each live check cell keeps it: apart from
 * the host's types (`index-types.ts`), so what loads a cell's schema loads only this.
 * @module
 */
import { z } from 'zod';

/** What stops Google from showing a page version's rich result. */
export const blockerSchema = z.enum(['noindex', 'nosnippet', 'blocked', 'password']);

/**
 * Where a blocker was read: `<meta name="robots">`, `<meta name="googlebot">`, the `X-Robots-Tag`
 * header, the host's robots.txt, or the answer's status (401: a password).
 */
export const blockerSourceSchema = z.enum([
  'meta-robots',
  'meta-googlebot',
  'x-robots-tag',
  'robots-txt',
  'status',
]);

/** One blocker of a page version, with what was written (`noindex, nofollow`, `Disallow: /x`). */
export const indexBlockSchema = z.object({
  reason: blockerSchema,
  source: blockerSourceSchema,
  detail: z.string().max(512).optional(),
});

/** A blocker. */
export type Blocker = z.output<typeof blockerSchema>;
/** Where a blocker was read. */
export type BlockerSource = z.output<typeof blockerSourceSchema>;
/** One blocker of a page version. */
export type IndexBlock = z.output<typeof indexBlockSchema>;
