/**
 * The last thing each page showed, kept in the extension's own `localStorage` (synchronous, so a
 * reopened popup paints at once instead of flashing a spinner). It holds no secret: statuses carry
 * account views only.
 * @module
 */
import type { LocationAnswer } from '../../core/locate/page-locator';
import type { Status } from '../../features/account/session-messages';

/** What a page remembers between openings. */
export interface ViewSnapshot {
  status?: Status;
  location?: { url: string; answer: LocationAnswer };
}

const KEY = 'site-companion:view-cache';
/** Bumped whenever the shape of a snapshot changes, so an older one is ignored. */
const VERSION = 1;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Reads the snapshot; anything unreadable or of another version reads as empty. Only this
 * extension's pages can write this origin's localStorage, so a version and shape check suffices
 * (zod would double the popup's size).
 */
export function readViewCache(store: Pick<Storage, 'getItem'>): ViewSnapshot {
  try {
    const value: unknown = JSON.parse(store.getItem(KEY) ?? '{}');
    if (!isObject(value) || value.v !== VERSION) return {};
    const status =
      isObject(value.status) && Array.isArray(value.status.accounts) ? value.status : undefined;
    const location =
      isObject(value.location) &&
      typeof value.location.url === 'string' &&
      isObject(value.location.answer)
        ? value.location
        : undefined;
    return { status, location } as ViewSnapshot;
  } catch {
    return {};
  }
}

/** Writes the snapshot. */
export function writeViewCache(store: Pick<Storage, 'setItem'>, snapshot: ViewSnapshot): void {
  try {
    store.setItem(KEY, JSON.stringify({ v: VERSION, ...snapshot }));
  } catch {
    // A full or disabled localStorage only costs the next opening its instant paint.
  }
}
