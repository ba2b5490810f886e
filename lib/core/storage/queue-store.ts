/**
 * Persists each credential's rate-limit queue state in session storage, so a restarted worker
 * keeps a 429 pause and its pacing.
 * @module
 */
import { parseQueueState, type QueueStateStore } from '../api/queue-state';
import { storage } from 'wxt/utils/storage';

/** The store of one credential's queue. */
export function storageQueueStore(credentialId: string): QueueStateStore {
  const item = storage.defineItem<unknown>(`session:rateLimit:${credentialId}`);
  return {
    load: async () => parseQueueState(await item.getValue()),
    save: (state) => item.setValue(state),
  };
}

/** Forgets a credential's queue state (on sign-out). */
export function removeQueueState(credentialId: string): Promise<void> {
  return storage.removeItem(`session:rateLimit:${credentialId}`);
}
