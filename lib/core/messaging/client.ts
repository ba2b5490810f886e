/**
 * The pages' side of the protocol: a typed `request` that sends an {@link Envelope} to the
 * background and unwraps its {@link Reply}. Imports the protocol as types only.
 * @module
 */
import { t } from '../i18n/t';
import type { Envelope, MessageType, Reply, RequestOf, ResponseOf } from './wire';

/** A failure the background reported, or its silence. `message` is fit to show an editor. */
export class BackgroundError extends Error {
  constructor(
    readonly code: 'bad-request' | 'failed' | 'no-answer',
    message: string,
    /** The failure's kind, e.g. `rate-limited`, `unauthorized`, `cancelled`. */
    readonly kind?: string,
    /** When a rate-limit pause ends (epoch ms). */
    readonly retryAt?: number,
  ) {
    super(message);
    this.name = 'BackgroundError';
  }
}

/** Sends one message and resolves with the raw answer (`runtime.sendMessage` in the extension). */
export type Send = (envelope: Envelope) => Promise<unknown>;

/** What the pages use to talk to the background. Tests pass a fake one to the models. */
export interface MessagingClient {
  request<T extends MessageType>(type: T, data: RequestOf<T>): Promise<ResponseOf<T>>;
}

/** Creates the client over `send`. */
export function createMessagingClient(send: Send): MessagingClient {
  return {
    async request<T extends MessageType>(type: T, data: RequestOf<T>) {
      let reply: Reply<T> | undefined;
      try {
        reply = (await send({ type, data } as Envelope)) as Reply<T> | undefined;
      } catch {
        reply = undefined;
      }
      if (!reply) {
        throw new BackgroundError('no-answer', t('msg_no_answer'));
      }
      if (!reply.ok) {
        const { code, message, kind, retryAt } = reply.error;
        throw new BackgroundError(code, message, kind, retryAt);
      }
      return reply.data;
    },
  };
}
