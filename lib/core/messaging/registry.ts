/**
 * How a feature joins the product: `defineFeature` is its one contribution point. A feature names
 * itself (the namespace of its messages: `assets` registers `listAssets`, pages send
 * `assets.listAssets`), and contributes
 * - what only the background loads, `background: () => import('./register')`: its messages (zod
 *   schemas of each request and response), a factory of their handlers, its draft kinds and the
 *   stored items it owns (`defineBackground`);
 * - what the pages show: its side-panel tab and its section of the settings page, each loading
 *   its model and view when first shown.
 * The pages import the list of features for the tabs, never a feature's background part, so no
 * message schema reaches their first load. The composition root lists the features
 * (`listFeatures`: a name listed twice is a type error) and builds the protocol, handlers, draft
 * kinds and stored items here. Knows no feature.
 * @module
 */
import type { AnyDraftKind } from '../drafts/draft-kind';
import type { HandlersOf, MessageMap } from './message-map';
import type { PanelTabSpec, SettingsSectionSpec } from '../model/contributions';

/** What a feature gives the background: its messages, their handlers, drafts and stored items. */
export interface FeatureBackground<M extends MessageMap, D> {
  messages: M;
  /** Builds the handlers from what the background gives (`D`). */
  createHandlers(deps: D): HandlersOf<M>;
  /** The kinds of draft its editors keep (`lib/core/drafts/draft-kind.ts`). */
  draftKinds?: readonly AnyDraftKind[];
  /** The storage keys it owns, a trailing `*` for a family (`local:siteAudit:*`). */
  storedItems?: readonly string[];
}

/** Declares a feature's background part, inferring its message map and dependencies. */
export function defineBackground<M extends MessageMap, D>(
  part: FeatureBackground<M, D>,
): FeatureBackground<M, D> {
  return part;
}

/** A feature: its name and what it contributes. */
export interface Feature<N extends string, B> {
  /** Its room's name and its messages' namespace. */
  name: N;
  /** Loads its background part (a dynamic import: the pages never load it). */
  background?: () => Promise<B>;
  /** Its side-panel tab. */
  tab?: PanelTabSpec;
  /** Its section of the settings page. */
  settings?: SettingsSectionSpec;
}

/** Any feature, whatever its messages and dependencies. */
export interface AnyFeature {
  name: string;
  background?: () => Promise<FeatureBackground<MessageMap, never>>;
  tab?: PanelTabSpec;
  settings?: SettingsSectionSpec;
}

/** Declares a feature, inferring its name and background part. */
export function defineFeature<
  const N extends string,
  B extends FeatureBackground<MessageMap, never> = never,
>(feature: Feature<N, B>): Feature<N, B> {
  return feature;
}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

type BackgroundOf<F> = F extends { background?: () => Promise<infer B> } ? B : never;

/** A feature's messages under its namespace: `name.message`. */
type Namespaced<F> = F extends { name: infer N extends string }
  ? BackgroundOf<F> extends FeatureBackground<infer M, infer _D>
    ? { [K in keyof M & string as `${N}.${K}`]: M[K] }
    : unknown
  : never;

/** The protocol map of the features `F`: every feature's messages, namespaced, in one map. */
export type MessagesOf<F extends readonly AnyFeature[]> =
  Intersection<Namespaced<F[number]>> extends infer M extends MessageMap ? M : never;

type DepsOfOne<F> = BackgroundOf<F> extends FeatureBackground<MessageMap, infer D> ? D : unknown;

/** What the background must give to build the handlers of every feature of `F`. */
export type DepsOf<F extends readonly AnyFeature[]> = Intersection<
  F[number] extends infer E ? (E extends unknown ? DepsOfOne<E> : never) : never
>;

/** The first name listed twice in `F`, else `never`. */
type DuplicateName<F, Seen extends string = never> = F extends readonly [
  infer H extends AnyFeature,
  ...infer R,
]
  ? H['name'] extends Seen
    ? H['name']
    : DuplicateName<R, Seen | H['name']>
  : never;

/**
 * The composition root's list of features. A name listed twice would give two features one
 * namespace: a type error here (and refused when the background loads).
 */
export function listFeatures<const F extends readonly AnyFeature[]>(
  features: F & ([DuplicateName<F>] extends [never] ? unknown : { listedTwice: DuplicateName<F> }),
): F {
  return features;
}

/** The background as built from the features: protocol, handlers, draft kinds, stored items. */
export interface LoadedFeatures<F extends readonly AnyFeature[]> {
  protocol: MessagesOf<F>;
  createHandlers(deps: DepsOf<F>): HandlersOf<MessagesOf<F>>;
  draftKinds: AnyDraftKind[];
  storedItems: { feature: string; key: string }[];
}

/** Loads every feature's background part and merges them; a name used twice is refused. */
export async function loadFeatures<F extends readonly AnyFeature[]>(
  features: F,
): Promise<LoadedFeatures<F>> {
  const names = new Set<string>();
  for (const { name } of features) {
    if (names.has(name)) throw new Error(`Feature "${name}" is listed twice.`);
    names.add(name);
  }
  const parts = await Promise.all(
    features.map(async (f) => ({ name: f.name, part: await f.background?.() })),
  );
  const protocol: MessageMap = {};
  for (const { name, part } of parts) {
    for (const [message, spec] of Object.entries(part?.messages ?? {})) {
      protocol[`${name}.${message}`] = spec;
    }
  }
  return {
    protocol: protocol as MessagesOf<F>,
    createHandlers(deps) {
      const merged: Record<string, unknown> = {};
      for (const { name, part } of parts) {
        if (!part) continue;
        const handlers = (part.createHandlers as (d: DepsOf<F>) => object)(deps);
        for (const message of Object.keys(part.messages)) {
          merged[`${name}.${message}`] = (handlers as Record<string, unknown>)[message];
        }
      }
      return merged as HandlersOf<MessagesOf<F>>;
    },
    draftKinds: parts.flatMap(({ part }) => [...(part?.draftKinds ?? [])]),
    storedItems: parts.flatMap(({ name, part }) =>
      (part?.storedItems ?? []).map((key) => ({ feature: name, key })),
    ),
  };
}
