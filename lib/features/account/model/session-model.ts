/**
 * The pages' view of the session: who is signed in, the rate budget, and the sign-in and
 * sign-out actions, as the background reports and performs them.
 * @module
 */
import { signal, type Signal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import type { Status } from '../session-messages';
import { t } from '../../../core/i18n/t';

/** Which action is running. */
export type SessionBusy = 'key' | 'oauth' | 'sign-out' | undefined;

/** Session state and actions for the popup, side panel and options page. */
export interface SessionModel {
  /** The last status the background reported; `undefined` until the first answer. */
  status: Signal<Status | undefined>;
  /** Why the status could not be loaded, in words an editor understands. */
  error: Signal<string | undefined>;
  busy: Signal<SessionBusy>;
  /** The outcome of the last sign-in or sign-out, for the form that started it. */
  notice: Signal<{ kind: 'error' | 'success'; text: string } | undefined>;
  refresh(): Promise<void>;
  signInWithKey(key: string, remember: boolean): Promise<boolean>;
  signInWithOAuth(remember: boolean): Promise<boolean>;
  signOut(accountId?: string): Promise<void>;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the session model; `initial` paints a cached status before the background answers. */
export function createSessionModel(client: MessagingClient, initial?: Status): SessionModel {
  const status = signal<Status | undefined>(initial);
  const error = signal<string | undefined>(undefined);
  const busy = signal<SessionBusy>(undefined);
  const notice = signal<SessionModel['notice']['value']>(undefined);

  const refresh = async () => {
    try {
      status.value = await client.request('account.getStatus', {});
      error.value = undefined;
    } catch (e) {
      error.value = messageOf(e);
    }
  };

  const act = async (kind: SessionBusy, run: () => Promise<string>): Promise<boolean> => {
    busy.value = kind;
    notice.value = undefined;
    try {
      notice.value = { kind: 'success', text: await run() };
      return true;
    } catch (e) {
      notice.value = { kind: 'error', text: messageOf(e) };
      return false;
    } finally {
      busy.value = undefined;
      await refresh();
    }
  };

  return {
    status,
    error,
    busy,
    notice,
    refresh,
    signInWithKey: (key, remember) =>
      act('key', async () => {
        const account = await client.request('account.signInWithKey', { key, remember });
        return t('ui_session_key_added', account.label);
      }),
    signInWithOAuth: (remember) =>
      act('oauth', async () => {
        const account = await client.request('account.signInWithOAuth', { remember });
        return t('ui_session_signed_in_as', account.label);
      }),
    async signOut(accountId) {
      await act('sign-out', async () => {
        const { notRevoked } = await client.request('account.signOut', { accountId });
        return notRevoked > 0 ? t('ui_session_not_revoked') : t('ui_session_signed_out');
      });
    },
  };
}
