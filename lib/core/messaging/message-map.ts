/**
 * The shape of a protocol: messages by name, each a zod schema of its request and response, and
 * the handlers that answer them.
 * @module
 */
import type { z } from 'zod';

/** One message: the schema of what a page sends and of what the background answers. */
export interface MessageSpec {
  request: z.ZodType;
  response: z.ZodType;
}

/** Messages by name. */
export type MessageMap = Record<string, MessageSpec>;

/** The background's handler of each message of `M`, given the validated request. */
export type HandlersOf<M extends MessageMap> = {
  [T in keyof M]: (
    data: z.output<M[T]['request']>,
  ) => Promise<z.output<M[T]['response']>> | z.output<M[T]['response']>;
};
