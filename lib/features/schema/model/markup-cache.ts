/**
 * The markup the side panel last read for a few pages, kept in the extension's own `localStorage`
 * (synchronous), so a panel opened again shows a page's markup while it reads it afresh. The read
 * that follows always decides: a locale without edits then shows what the service holds, and an
 * edit made meanwhile keeps the version it started from, so its save finds any change (the draft
 * mechanism's conflict) instead of overwriting it.
 * @module
 */
import type { LocaleSchema } from '../page-schema';

/** The page and locales a read was for (the primary locale's id is `null`). */
export interface MarkupKey {
  siteId: string;
  pageId: string;
  localeIds: (string | null)[];
}

/** The part of `Storage` the cache needs (the page's `localStorage`). */
export type MarkupStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'site-companion:markup-cache';
/** Bumped whenever the shape of an entry changes, so older entries are ignored. */
const VERSION = 1;
/** Pages kept, the last read first: the pages an editor goes back and forth between. */
const PAGES = 5;
const STATES = new Set(['own', 'inherited', 'none', 'raw']);

interface Entry {
  id: string;
  locales: LocaleSchema[];
}

const idOf = (key: MarkupKey) => JSON.stringify([key.siteId, key.pageId, key.localeIds]);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const stringOrNull = (v: unknown) => v === null || typeof v === 'string';

/**
 * Whether `v` has the shape of a locale's markup. Only this extension's pages can write this
 * origin's `localStorage`, so a shape check suffices (zod would load with the panel's first code).
 */
function isLocaleSchema(v: unknown): v is LocaleSchema {
  return (
    isObject(v) &&
    stringOrNull(v.localeId) &&
    typeof v.state === 'string' &&
    STATES.has(v.state) &&
    (v.value === null || (isObject(v.value) && !Array.isArray(v.value))) &&
    stringOrNull(v.raw) &&
    stringOrNull(v.lastUpdated)
  );
}

function readAll(store: Pick<Storage, 'getItem'>): Entry[] {
  try {
    const value: unknown = JSON.parse(store.getItem(KEY) ?? '{}');
    if (!isObject(value) || value.v !== VERSION || !Array.isArray(value.pages)) return [];
    return value.pages.filter(
      (p): p is Entry =>
        isObject(p) &&
        typeof p.id === 'string' &&
        Array.isArray(p.locales) &&
        p.locales.every(isLocaleSchema),
    );
  } catch {
    return [];
  }
}

/** The markup last read for `key`, one entry per locale in its order; none when unknown. */
export function readMarkup(
  store: Pick<Storage, 'getItem'>,
  key: MarkupKey,
): LocaleSchema[] | undefined {
  const id = idOf(key);
  const locales = readAll(store).find((p) => p.id === id)?.locales;
  return locales?.length === key.localeIds.length &&
    locales.every((l, i) => l.localeId === key.localeIds[i])
    ? locales
    : undefined;
}

/** Keeps what the service answered for `key`, in front of the other pages kept. */
export function writeMarkup(store: MarkupStore, key: MarkupKey, locales: LocaleSchema[]): void {
  const id = idOf(key);
  const pages = [{ id, locales }, ...readAll(store).filter((p) => p.id !== id)].slice(0, PAGES);
  try {
    store.setItem(KEY, JSON.stringify({ v: VERSION, pages }));
  } catch {
    // A full or disabled localStorage only costs the next opening its early markup.
  }
}

/** Forgets every page's markup (the panel found nobody signed in). */
export function forgetMarkup(store: MarkupStore): void {
  store.removeItem(KEY);
}

/** Whether two reads of a locale show the same markup from the same version. */
export function sameMarkup(a: LocaleSchema | undefined, b: LocaleSchema): boolean {
  return (
    a !== undefined &&
    a.state === b.state &&
    a.lastUpdated === b.lastUpdated &&
    a.raw === b.raw &&
    JSON.stringify(a.value) === JSON.stringify(b.value)
  );
}
