/**
 * The last thing each page showed, kept in the extension's own `localStorage` (synchronous, so a
 * reopened popup paints at once instead of flashing a spinner). It holds no secret: statuses carry
 * account views only.
 * @module
 */
import type { LocationAnswer } from '../locate/page-locator';
import type { Status } from '../messaging/protocol';

/** What a page remembers between openings. */
export interface ViewSnapshot {
  status?: Status;
  location?: { url: string; answer: LocationAnswer };
}

const KEY = 'site-companion:view-cache';

/** Reads the snapshot; anything unreadable reads as empty. */
export function readViewCache(store: Pick<Storage, 'getItem'>): ViewSnapshot {
  try {
    const value: unknown = JSON.parse(store.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as ViewSnapshot) : {};
  } catch {
    return {};
  }
}

/** Writes the snapshot. */
export function writeViewCache(store: Pick<Storage, 'setItem'>, snapshot: ViewSnapshot): void {
  try {
    store.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // A full or disabled localStorage only costs the next opening its instant paint.
  }
}
