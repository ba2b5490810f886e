/**
 * The background's message router: accepts messages only from the extension's own pages,
 * validates each payload against the protocol map and answers with a {@link Reply}.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import type { HandlersOf, MessageMap } from './message-map';
import type { Messages, MessageType, Reply, ReplyError, ResponseOf } from './wire';

/** The sender fields the router trusts; a subset of `runtime.MessageSender`. */
export interface Sender {
  id?: string;
  url?: string;
  origin?: string;
}

/** The background's implementation of every registered message. */
export type Handlers = HandlersOf<Messages>;

/** Who we are: the extension's id and the origin of its pages (`chrome-extension://<id>`). */
export interface Self {
  id: string;
  pageOrigin: string;
}

const envelopeSchema = z.object({ type: z.string(), data: z.unknown() });

/**
 * Whether a sender is one of our own extension pages. `sender.id` alone is not enough: content
 * scripts carry our id too, and a compromised renderer can pretend to be one.
 */
export function isOwnPage(sender: Sender, self: Self): boolean {
  if (sender.id !== self.id) return false;
  if (sender.origin !== undefined && sender.origin !== self.pageOrigin) return false;
  return sender.url?.startsWith(`${self.pageOrigin}/`) ?? false;
}

/**
 * Builds the `runtime.onMessage` listener. Messages from anyone but our own pages get no answer
 * and cause no side effect.
 */
export function createRouter(protocol: MessageMap, handlers: Handlers, self: Self) {
  return (message: unknown, sender: Sender): Promise<Reply> | undefined => {
    if (!isOwnPage(sender, self)) return undefined;
    const envelope = envelopeSchema.safeParse(message);
    if (!envelope.success || !Object.hasOwn(protocol, envelope.data.type)) {
      return Promise.resolve(badRequest(t('msg_unknown_message')));
    }
    return dispatch(protocol, handlers, envelope.data.type as MessageType, envelope.data.data);
  };
}

async function dispatch<T extends MessageType>(
  protocol: MessageMap,
  handlers: Handlers,
  type: T,
  data: unknown,
): Promise<Reply> {
  const parsed = protocol[type]!.request.safeParse(data);
  if (!parsed.success) {
    return badRequest(t('msg_malformed', type, z.prettifyError(parsed.error)));
  }
  try {
    const handler = handlers[type] as (d: unknown) => Promise<ResponseOf<T>> | ResponseOf<T>;
    return { ok: true, data: await handler(parsed.data) };
  } catch (error) {
    return { ok: false, error: toReplyError(error) };
  }
}

/** The page-safe form of a failure: its message (written for editors), kind and retry time. */
function toReplyError(error: unknown): ReplyError {
  if (!(error instanceof Error)) return { code: 'failed', message: String(error) };
  const { kind, resumesAt } = error as { kind?: unknown; resumesAt?: unknown };
  return {
    code: 'failed',
    message: error.message,
    ...(typeof kind === 'string' ? { kind } : {}),
    ...(typeof resumesAt === 'number' ? { retryAt: resumesAt } : {}),
  };
}

function badRequest(message: string): Reply {
  return { ok: false, error: { code: 'bad-request', message } };
}
