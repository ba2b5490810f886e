/**
 * What a feature implements to keep drafts of what its editor edits: a draft kind. The draft
 * machinery (store, check, save, messages) knows no kind by name; it looks each draft's kind up in
 * the registry built from the features' kinds (`createDraftKinds`) and works through it.
 *
 * A kind says four things: its name, its key (the fields beyond the generic `kind`, `siteId` and
 * `localeId`), its value, how to compare a draft with the service (`compare`, ready-made in
 * `compare.ts`), and how to read and write the service (`remote`).
 * @module
 */
import type { z } from 'zod';
import type { ApiClient } from '../api/client';
import type { DraftKey, RemoteState } from './draft-types';

/** The key fields a kind adds: each a zod schema of a string (`{ pageId: z.string().min(1) }`). */
export type KeyFieldShape = Record<string, z.ZodType<string>>;

/** A key of a kind whose own fields are `F`. */
export type KeyOf<F extends KeyFieldShape> = DraftKey & { [P in keyof F]: z.output<F[P]> };

/** The signed-in client of a site; rejects with an editor-readable message when there is none. */
export type DraftClientFor = (siteId: string) => Promise<ApiClient>;

/** The service, as saves of drafts keyed by `K` see it. */
export interface DraftRemote<K extends DraftKey = DraftKey> {
  /** Reads what `key` edits now. */
  read(key: K): Promise<RemoteState>;
  /** Writes `send` (what `compare.send` chose) and returns the service's answer. */
  write(key: K, send: unknown): Promise<RemoteState>;
}

/** The three comparable values of a draft, limited to what it edits. */
export interface DraftScope {
  /** What the service held when the draft started. */
  base: unknown;
  /** What the draft would make it. */
  mine: unknown;
  /** What the service holds now. */
  theirs: unknown;
}

/**
 * How drafts of value `V` compare with the service. Values are compared semantically (key order
 * never matters); a conflict is a change of `theirs` since `base`, so a `lastUpdated` moved by a
 * change outside the scope never blocks a save.
 */
export interface DraftCompare<V> {
  /**
   * Base, mine and theirs of `draft` over `remote` (the state just read). Throws, with a message an
   * editor can read, when the draft's value cannot become a value to send: the draft is invalid.
   */
  scope(draft: { value: V; base: RemoteState }, remote: RemoteState): DraftScope;
  /** What a clean draft writes, from its scope's base and mine. */
  send(scope: Pick<DraftScope, 'base' | 'mine'>): unknown;
  /** True when `stored` (the service's answer) holds what was sent. */
  holdsSent(stored: unknown, send: unknown): boolean;
  /** A merged or hand-resolved value (JSON) as the draft keeps it. */
  fromMerged(merged: unknown): V;
}

/** A kind of draft, as a feature declares it; `F` are its own key fields, `V` its value. */
export interface DraftKind<F extends KeyFieldShape = KeyFieldShape, V = unknown> {
  /** Its name: part of every key and of every stored draft's id, so never renamed. */
  readonly kind: string;
  /**
   * Its own key fields, beyond `kind`, `siteId` and `localeId` (`{ pageId }` for a page's
   * editors; `{ collectionId, itemId }` for a CMS item). None may be named as a generic key field
   * or as a field a draft holds beside its key (`DRAFT_FIELDS`).
   */
  readonly keyFields: F;
  /** Its value as the draft keeps it (the editor's text; a record of the touched fields). */
  readonly value: z.ZodType<V>;
  /** How its drafts compare with the service. */
  readonly compare: DraftCompare<V>;
  /** Its service calls, through `clientFor`; built once per background. */
  remote(clientFor: DraftClientFor): DraftRemote<KeyOf<F>>;
}

/** Any kind, whatever its key fields and value: how the registry and its callers hold kinds. */
export type AnyDraftKind = DraftKind<Record<never, never>, unknown>;

/** Declares a draft kind, inferring its key fields and value. */
export function defineDraftKind<F extends KeyFieldShape, V>(
  kind: DraftKind<F, V>,
): DraftKind<F, V> {
  return kind;
}
