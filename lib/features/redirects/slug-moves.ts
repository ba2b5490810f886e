/**
 * Pages whose published path changed when a slug was saved, per site and locale: the input of
 * the redirect plan. Kept in `storage.local` until their redirects are made or the editor
 * dismisses them, so a closed panel or a stopped worker loses none.
 * @module
 */
import { z } from 'zod';
import { defineParsedItem } from '../../core/storage/parsed-item';
import { pathKey } from './redirect-rules';

/** One page's published path in one locale, before and after a saved slug. */
export const slugMoveSchema = z.object({
  /** The page whose address moved, or the collection item (its slug saved in the Item tab). */
  pageId: z.string().min(1),
  /** Null for the primary locale. */
  localeId: z.string().min(1).nullable(),
  fromPath: z.string().min(1),
  toPath: z.string().min(1),
  /** Epoch ms of the save. */
  at: z.number(),
});

/** A recorded move. */
export type SlugMove = z.infer<typeof slugMoveSchema>;

/** The published path of a page per locale (null key = primary); null where the service gave none. */
export type PathsByLocale = Map<string | null, string | null>;

/** The moves between two readings of a page's paths: every locale whose path changed. */
export function movesBetween(
  pageId: string,
  before: PathsByLocale,
  after: PathsByLocale,
  at: number,
): SlugMove[] {
  const moves: SlugMove[] = [];
  for (const [localeId, fromPath] of before) {
    const toPath = after.get(localeId);
    if (!fromPath || !toPath || pathKey(fromPath) === pathKey(toPath)) continue;
    moves.push({ pageId, localeId, fromPath, toPath, at });
  }
  return moves;
}

const MAX_MOVES = 2000;

const movesItem = (siteId: string) =>
  defineParsedItem(`local:slugMoves:${siteId}`, z.array(slugMoveSchema).max(MAX_MOVES), [], {
    version: 1,
    maxBytes: 512 * 1024,
  });

/** The recorded moves of a site, oldest first; only those of `pageId` when given. */
export async function readSlugMoves(siteId: string, pageId?: string): Promise<SlugMove[]> {
  const moves = await movesItem(siteId).getValue();
  return pageId === undefined ? moves : moves.filter((m) => m.pageId === pageId);
}

/** Appends moves (the oldest are dropped past 2,000). */
export async function addSlugMoves(siteId: string, moves: readonly SlugMove[]): Promise<void> {
  if (moves.length === 0) return;
  const item = movesItem(siteId);
  await item.setValue([...(await item.getValue()), ...moves].slice(-MAX_MOVES));
}

/** Forgets the moves of `pageId` (every page when not given). */
export async function clearSlugMoves(siteId: string, pageId?: string): Promise<void> {
  const item = movesItem(siteId);
  if (pageId === undefined) return item.removeValue();
  await item.setValue((await item.getValue()).filter((m) => m.pageId !== pageId));
}
