/**
 * The one protocol between the extension's pages (popup, side panel, options) and the background.
 * Each message names its request and response schema; the background's router validates every
 * request against it. UI code imports this module with `import type` only, so zod stays out of the
 * popup bundle.
 * @module
 */
import { z } from 'zod';

/** What the background tells the pages about the session. Never carries a credential. */
export const statusSchema = z.object({
  version: z.string(),
  signedIn: z.boolean(),
  accounts: z.array(z.object({ label: z.string(), kind: z.enum(['oauth', 'site-key']) })),
});

/** Every message: `request` is what a page sends, `response` what the background answers. */
export const protocol = {
  getStatus: { request: z.object({}).strict(), response: statusSchema },
} as const;

/** The protocol map's type. */
export type Protocol = typeof protocol;
/** A message's name. */
export type MessageType = keyof Protocol;
/** What a page sends with message `T`. */
export type RequestOf<T extends MessageType> = z.input<Protocol[T]['request']>;
/** The request of `T` as the handler receives it, after validation. */
export type ParsedRequestOf<T extends MessageType> = z.output<Protocol[T]['request']>;
/** What the background answers to message `T`. */
export type ResponseOf<T extends MessageType> = z.output<Protocol[T]['response']>;
/** The background's session status. */
export type Status = z.output<typeof statusSchema>;

/** The wire form of a message. */
export interface Envelope<T extends MessageType = MessageType> {
  type: T;
  data: RequestOf<T>;
}

/** Why the background refused or failed a message, in words a page can show. */
export interface ReplyError {
  code: 'bad-request' | 'failed';
  message: string;
}

/** The wire form of an answer. */
export type Reply<T extends MessageType = MessageType> =
  { ok: true; data: ResponseOf<T> } | { ok: false; error: ReplyError };
