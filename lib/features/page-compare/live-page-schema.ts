import { z } from 'zod';
import { LIVE_READ_LIMITS } from './read-page';
import type { LivePageRead } from './read-page';

const L = LIVE_READ_LIMITS;
const short = z.string().max(L.maxStringChars);

/**
 * What the page reader may send back. The tab's page is untrusted, and so is whatever the
 * injection returns: this is the trust edge, with the reader's caps enforced again and unknown
 * keys rejected.
 */
export const livePageSchema = z.strictObject({
  url: short,
  lang: short,
  title: short,
  jsonLdBlocks: z.array(z.string().max(L.maxBlockChars)).max(L.maxBlocks),
  jsonLdTotal: z.number().int().nonnegative(),
  oversizeBlocks: z.number().int().nonnegative(),
  visibleText: z.string().max(L.maxTextChars),
  visibleTextTruncated: z.boolean(),
  canonical: short.optional(),
  hreflang: z.array(z.strictObject({ lang: short, href: short })).max(L.maxAlternates),
  ogImage: short.optional(),
  error: z.string().max(500).optional(),
}) satisfies z.ZodType<LivePageRead>;

/** A live page as validated by {@link livePageSchema}. */
export type LivePage = z.infer<typeof livePageSchema>;

/** Validates what the page reader returned; `undefined` when it is not a well-formed, capped read. */
export function parseLivePage(data: unknown): LivePage | undefined {
  const parsed = livePageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
