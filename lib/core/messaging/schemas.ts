/**
 * The zod pieces every feature's message schemas share.
 * @module
 */
import { z } from 'zod';

/** An id the service gives (site, page, locale, asset, …): short and never empty. */
export const id = z.string().min(1).max(64);

/**
 * An answer the background builds itself: typed for the pages, not validated again (a schema
 * validates what crosses a trust edge — a page's request — not the background's own answer).
 */
export const out = <T>() => z.custom<T>(() => true);
