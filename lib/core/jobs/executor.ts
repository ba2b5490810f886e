/**
 * What a kind of job plugs into the runner: how to send a batch and how to tell, by re-reading the
 * service, whether an entry's write applied. `verify` is what makes a resumed job safe: an entry
 * whose request may have left before the worker stopped is verified, never re-sent blindly.
 * @module
 */
import type { JobEntry } from './job-types';

/** An entry as an executor sees it; `payload` is the stored JSON, to be validated by the executor. */
export interface EntryWithPayload<P = unknown> {
  id: string;
  payload: P;
  /** How many times it has been sent, this time included. */
  attempts: number;
}

/** The answer for one entry of a batch. */
export type SendOutcome = { ok: true; result?: JobEntry['result'] } | { ok: false; error: string };

/** How one kind of job talks to the service. */
export interface JobExecutor<P = unknown> {
  /**
   * Sends one batch and answers per entry id. Entries it gives no answer for are verified. Throwing
   * means "outcome unknown" for the whole batch: every entry is verified.
   */
  send(entries: EntryWithPayload<P>[]): Promise<Record<string, SendOutcome>>;
  /** Re-reads the service: did this entry's write apply? Throws when it cannot tell. */
  verify(entry: EntryWithPayload<P>): Promise<'applied' | 'not-applied'>;
  /**
   * Verifies many entries at once (e.g. one bulk read for a whole batch in doubt). Entries it gives
   * no verdict for stay in doubt (`unknown`); throwing leaves every entry `unknown`.
   */
  verifyMany?(entries: EntryWithPayload<P>[]): Promise<Record<string, 'applied' | 'not-applied'>>;
}
