/**
 * Edits a closing page has not yet handed to the draft store. A message to the background is
 * asynchronous and a page that closes may be gone before it is sent, so at `pagehide` an editor
 * also writes its pending draft to the extension's own `localStorage`, which is synchronous: the
 * write is done when the call returns. The next page that loads the same draft stores the rescued
 * edit first.
 * @module
 */
import { draftId } from './draft-id';
import type { DraftInput, DraftKey } from './draft-types';

/** The part of `Storage` the rescue needs (the page's `localStorage`). */
export type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Pending edits kept synchronously until the draft store holds them. */
export interface DraftRescue {
  /** Keeps `input` at once; quietly does nothing when the storage refuses (the message still goes). */
  keep(input: DraftInput): void;
  /** Forgets the rescue of `key` (the store now holds it, or the draft was discarded). */
  forget(key: DraftKey): void;
  /**
   * The rescued input of `key`, if any and well formed, and forgets it at once. Asynchronous: the
   * draft schema that checks it loads on first use, not with the page.
   */
  take(key: DraftKey): Promise<DraftInput | undefined>;
}

const PREFIX = 'draftRescue:';

/** A rescue over `local` (not named `storage`: WXT's import injection would add its own). */
export function createDraftRescue(local: SyncStorage): DraftRescue {
  const name = (key: DraftKey) => PREFIX + draftId(key);
  return {
    keep(input) {
      try {
        local.setItem(name(input), JSON.stringify(input));
      } catch {
        // Over the storage quota: the draft message sent beside it is the only copy.
      }
    },
    forget: (key) => local.removeItem(name(key)),
    async take(key) {
      const text = local.getItem(name(key));
      if (text === null) return undefined;
      local.removeItem(name(key));
      const { draftInputSchema } = await import('./draft-types');
      try {
        const parsed = draftInputSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** A rescue that keeps nothing (tests and screens without drafts). */
export const NO_RESCUE: DraftRescue = {
  keep: () => undefined,
  forget: () => undefined,
  take: async () => undefined,
};

/**
 * Calls `flush` whenever the page is hidden or goes away: `visibilitychange` to hidden covers a
 * closed side panel or a switched tab, `pagehide` a closed page that skips the former.
 */
export function flushWhenHidden(page: Window, flush: () => void): () => void {
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') flush();
  };
  page.addEventListener('pagehide', flush);
  page.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    page.removeEventListener('pagehide', flush);
    page.document.removeEventListener('visibilitychange', onVisibility);
  };
}
