/**
 * The protocol as core's messaging sees it: the composition root registers its merged message map
 * on {@link Register} (declaration merging), so the router and the pages' client are typed by the
 * features' messages without core importing the root or any feature.
 * @module
 */
import type { z } from 'zod';
import type { MessageMap } from './message-map';

/**
 * Where the composition root registers its protocol's type:
 * `declare module '…/core/messaging/wire' { interface Register { messages: Protocol } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface Register {}

/** The registered message map (any map until the root registers one). */
export type Messages = Register extends { messages: infer M extends MessageMap } ? M : MessageMap;
/** A message's name. */
export type MessageType = keyof Messages & string;
/** What a page sends with message `T`. */
export type RequestOf<T extends MessageType> = z.input<Messages[T]['request']>;
/** The request of `T` as the handler receives it, after validation. */
export type ParsedRequestOf<T extends MessageType> = z.output<Messages[T]['request']>;
/** What the background answers to message `T`. */
export type ResponseOf<T extends MessageType> = z.output<Messages[T]['response']>;

/** The wire form of a message. */
export interface Envelope<T extends MessageType = MessageType> {
  type: T;
  data: RequestOf<T>;
}

/** Why the background refused or failed a message, in words a page can show. */
export interface ReplyError {
  code: 'bad-request' | 'failed';
  message: string;
  /** The failure's kind when it has one (an `ApiError` or `SignInError` kind). */
  kind?: string;
  /** When a rate-limit pause ends (epoch ms). */
  retryAt?: number;
}

/** The wire form of an answer. */
export type Reply<T extends MessageType = MessageType> =
  { ok: true; data: ResponseOf<T> } | { ok: false; error: ReplyError };
