/**
 * How a feature joins the protocol: it registers its messages (zod schemas of each request and
 * response) and a factory of their handlers; the composition root lists the features and merges
 * them here into one protocol map and one set of handlers, both typed from the features' own maps.
 * Knows no feature.
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

/**
 * What a feature registers: its messages and, from what the background gives it (`D`), their
 * handlers.
 */
export interface Feature<M extends MessageMap, D> {
  messages: M;
  createHandlers(deps: D): HandlersOf<M>;
}

/** Any feature, whatever its messages and dependencies. */
export interface AnyFeature {
  messages: MessageMap;
  createHandlers(deps: never): object;
}

/** Declares a feature's registration, inferring its message map and dependencies. */
export function defineFeature<M extends MessageMap, D>(feature: Feature<M, D>): Feature<M, D> {
  return feature;
}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The protocol map of the features `F`: every feature's messages in one map. */
export type MessagesOf<F extends readonly AnyFeature[]> =
  Intersection<F[number]['messages']> extends infer M extends MessageMap ? M : never;

/** What the background must give to build the handlers of every feature of `F`. */
export type DepsOf<F extends readonly AnyFeature[]> = Intersection<
  F[number] extends infer E ? (E extends Feature<MessageMap, infer D> ? D : never) : never
>;

/** Merges the features' message maps; a name two features register is a mistake, refused. */
export function mergeMessages<F extends readonly AnyFeature[]>(features: F): MessagesOf<F> {
  const merged: MessageMap = {};
  for (const feature of features) {
    for (const [name, spec] of Object.entries(feature.messages)) {
      if (Object.hasOwn(merged, name)) throw new Error(`Message "${name}" is registered twice.`);
      merged[name] = spec;
    }
  }
  return merged as MessagesOf<F>;
}

/** Builds every feature's handlers from `deps`, one set for the whole protocol. */
export function mergeHandlers<F extends readonly AnyFeature[]>(
  features: F,
  deps: DepsOf<F>,
): HandlersOf<MessagesOf<F>> {
  const merged: Record<string, unknown> = {};
  for (const feature of features) {
    const handlers = (feature.createHandlers as (d: DepsOf<F>) => object)(deps);
    for (const name of Object.keys(feature.messages)) {
      merged[name] = (handlers as Record<string, unknown>)[name];
    }
  }
  return merged as HandlersOf<MessagesOf<F>>;
}
