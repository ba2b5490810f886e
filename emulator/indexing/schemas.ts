/**
 * Validation of what the `robots_txt` API and the indexing control routes take: every value that
 * ends up on a line of robots.txt or in a header is one line, so none can add another.
 * @module
 */
import { z } from 'zod';

/** One line of text (a user agent, a header value, a meta content). */
export const oneLine = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^[^\r\n]+$/, 'must be one line');

/** A robots.txt path (`/private`, `/*.pdf$`) or empty. */
export const robotsPath = z
  .string()
  .max(2048)
  .regex(/^(?:[/*]\S*)?$/, 'must be a path such as /private, or empty');

/** A URL listed in robots.txt or a sitemap: http(s), or a site path resolved on each host. */
export const listedUrl = z
  .string()
  .max(2048)
  .regex(
    /^(?:https?:\/\/\S+|\/\S*)$/,
    'must be an http(s) URL or a site path such as /sitemap.xml',
  );

/** One group of rules, as the `robots_txt` API has it. */
export const robotsRule = z
  .object({
    userAgent: oneLine,
    allows: z.array(robotsPath).max(500).default([]),
    disallows: z.array(robotsPath).max(500).default([]),
  })
  .strict();

/** Up to 100 groups, one per user agent (case-insensitive). */
export const robotsRules = z
  .array(robotsRule)
  .max(100)
  .refine(
    (rules) => new Set(rules.map((r) => r.userAgent.toLowerCase())).size === rules.length,
    'each userAgent may appear once',
  );
