/**
 * The background's message router: accepts messages only from the extension's own pages,
 * validates each payload against the protocol map and answers with a {@link Reply}.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import {
  protocol,
  type MessageType,
  type ParsedRequestOf,
  type Reply,
  type ReplyError,
  type ResponseOf,
} from '../../app/protocol';

/** The sender fields the router trusts; a subset of `runtime.MessageSender`. */
export interface Sender {
  id?: string;
  url?: string;
  origin?: string;
}

/** The background's implementation of every message. */
export type Handlers = {
  [T in MessageType]: (data: ParsedRequestOf<T>) => Promise<ResponseOf<T>> | ResponseOf<T>;
};

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

function isMessageType(type: string): type is MessageType {
  return Object.hasOwn(protocol, type);
}

/**
 * Builds the `runtime.onMessage` listener. Messages from anyone but our own pages get no answer
 * and cause no side effect.
 */
export function createRouter(handlers: Handlers, self: Self) {
  return (message: unknown, sender: Sender): Promise<Reply> | undefined => {
    if (!isOwnPage(sender, self)) return undefined;
    const envelope = envelopeSchema.safeParse(message);
    if (!envelope.success || !isMessageType(envelope.data.type)) {
      return Promise.resolve(badRequest(t('msg_unknown_message')));
    }
    return dispatch(handlers, envelope.data.type, envelope.data.data);
  };
}

async function dispatch<T extends MessageType>(
  handlers: Handlers,
  type: T,
  data: unknown,
): Promise<Reply> {
  const parsed = protocol[type].request.safeParse(data);
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
