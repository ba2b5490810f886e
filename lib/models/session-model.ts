/**
 * The pages' view of the session: who is signed in, as the background reports it.
 * @module
 */
import { signal } from '@preact/signals';
import type { MessagingClient } from '../messaging/client';
import type { Status } from '../messaging/protocol';

/** Session state for the popup, side panel and options page. */
export interface SessionModel {
  /** The last status the background reported; `undefined` until the first answer. */
  status: ReturnType<typeof signal<Status | undefined>>;
  /** Why the status could not be loaded, in words an editor understands. */
  error: ReturnType<typeof signal<string | undefined>>;
  /** Asks the background for the current status. */
  refresh(): Promise<void>;
}

/** Creates the session model over a messaging client. */
export function createSessionModel(client: MessagingClient): SessionModel {
  const status = signal<Status | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  return {
    status,
    error,
    async refresh() {
      try {
        status.value = await client.request('getStatus', {});
        error.value = undefined;
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      }
    },
  };
}
