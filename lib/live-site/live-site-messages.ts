/**
 * The live check of a whole site as protocol messages. `checkLiveSite` starts a check (or joins the
 * one in flight for that site) and answers at once with its progress; pages follow it with
 * `getLiveSiteProgress` and read the result, cached in `storage.local`, with `getLiveSite`.
 * Spread `liveSiteMessages` into the protocol map and `createLiveSiteHandlers(...)` into the handlers.
 * @module
 */
import { z } from 'zod';
import type { LanguageFixEntry, LiveCellDiff, LiveProgress, LiveSiteResult } from './live-types';

const id = z.string().min(1).max(64);
const siteRef = z.object({ siteId: id }).strict();
const out = <T>() => z.custom<T>(() => true);

/** A site's published origin (`https://host[:port]`), nothing more. */
export const originSchema = z
  .string()
  .max(512)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'An origin such as https://example.com');

/** Every live-check message: `request` is what a page sends, `response` what the background answers. */
export const liveSiteMessages = {
  checkLiveSite: {
    request: z.object({ siteId: id, origin: originSchema }).strict(),
    response: out<LiveProgress>(),
  },
  getLiveSiteProgress: { request: siteRef, response: out<LiveProgress | null>() },
  cancelLiveSite: { request: siteRef, response: out<LiveProgress | null>() },
  getLiveSite: { request: siteRef, response: out<LiveSiteResult | null>() },
  liveCellDiff: {
    request: z.object({ siteId: id, pageId: id, localeId: id.nullable() }).strict(),
    response: out<LiveCellDiff>(),
  },
  languageFixPlan: { request: siteRef, response: out<LanguageFixEntry[]>() },
} as const;

type Messages = typeof liveSiteMessages;

/** The background's handlers of `liveSiteMessages`. */
export type LiveSiteHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** Builds the handlers. */
export function createLiveSiteHandlers(): LiveSiteHandlers {
  const notBuilt = () => Promise.reject(new Error('not built yet'));
  return {
    checkLiveSite: notBuilt,
    getLiveSiteProgress: notBuilt,
    cancelLiveSite: notBuilt,
    getLiveSite: notBuilt,
    liveCellDiff: notBuilt,
    languageFixPlan: notBuilt,
  };
}
