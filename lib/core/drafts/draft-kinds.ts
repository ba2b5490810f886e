/**
 * The registry of draft kinds: the one place the draft machinery learns what kinds exist. Each
 * kind's key, input and draft schemas are built here from its own key fields and value, and every
 * draft that enters the machinery (a message, a stored draft) is checked against its kind's. A
 * kind nobody registered is refused with a message an editor can read.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import type { ApiClient } from '../api/client';
import { DRAFT_FIELDS, GENERIC_KEY_FIELDS } from './draft-id';
import type { AnyDraftKind, DraftRemote } from './draft-kind';
import { remoteStateSchema, type Draft, type DraftInput, type DraftKey } from './draft-types';

/** A draft of a kind no registered feature declares (left by a removed feature, or a bad message). */
export class DraftKindError extends Error {
  constructor(readonly kind: string) {
    super(t('drafts_unknown_kind', kind));
    this.name = 'DraftKindError';
  }
}

/** A registered kind with the schemas of its keys, inputs and drafts. */
export interface RegisteredKind {
  readonly kind: AnyDraftKind;
  /** Checks a key (or anything holding one) and keeps only the kind's key fields. */
  key(value: unknown): DraftKey;
  /** Checks what an editor sends to create or update a draft. */
  input(value: unknown): DraftInput;
  /** The schema of a stored draft of this kind. */
  readonly draftSchema: z.ZodType<Draft>;
}

/** The kinds drafts can be of, by name. */
export interface DraftKinds {
  /** The registered kinds, in the order given. */
  readonly list: readonly AnyDraftKind[];
  /** Whether a kind named `name` is registered. */
  has(name: string): boolean;
  /** The kind named `name`; throws a `DraftKindError` when none is. */
  of(name: string): RegisteredKind;
}

const reserved = new Set<string>([...GENERIC_KEY_FIELDS, ...DRAFT_FIELDS]);
const name = z.string().min(1);

function register(kind: AnyDraftKind): RegisteredKind {
  const clash = Object.keys(kind.keyFields).find((field) => reserved.has(field));
  if (clash) throw new Error(`Draft kind "${kind.kind}" may not name a key field "${clash}".`);
  const keySchema = z.object({
    kind: z.literal(kind.kind),
    siteId: name,
    localeId: name.nullable(),
    ...kind.keyFields,
  });
  const inputSchema = keySchema.extend({ value: kind.value, base: remoteStateSchema });
  const draftSchema = inputSchema.extend({ createdAt: z.number(), updatedAt: z.number() });
  // A message that does not fit its kind is refused in words an editor can read, as the router does.
  const parse = <T>(schema: z.ZodType, value: unknown): T => {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new Error(t('drafts_malformed', kind.kind, z.prettifyError(result.error)));
    }
    return result.data as T;
  };
  return {
    kind,
    key: (value) => parse<DraftKey>(keySchema, value),
    input: (value) => parse<DraftInput>(inputSchema, value),
    draftSchema: draftSchema as unknown as z.ZodType<Draft>,
  };
}

/** The registry of `kinds`; a name two kinds share is a mistake, refused. */
export function createDraftKinds(kinds: readonly AnyDraftKind[]): DraftKinds {
  const byName = new Map<string, RegisteredKind>();
  for (const kind of kinds) {
    if (byName.has(kind.kind)) throw new Error(`Draft kind "${kind.kind}" is registered twice.`);
    byName.set(kind.kind, register(kind));
  }
  return {
    list: kinds,
    has: (kindName) => byName.has(kindName),
    of(kindName) {
      const found = byName.get(kindName);
      if (!found) throw new DraftKindError(kindName);
      return found;
    },
  };
}

/**
 * The service as draft saves see it: each key goes to its kind's remote, built once over the
 * clients of `clientFor`. A site nobody is signed in to fails with a message an editor can read.
 */
export function createDraftRemote(
  kinds: DraftKinds,
  clientFor: (siteId: string) => Promise<ApiClient | undefined>,
): DraftRemote {
  const signedIn = async (siteId: string) => {
    const client = await clientFor(siteId);
    if (!client) throw new Error(t('drafts_not_signed_in'));
    return client;
  };
  const remotes = new Map(kinds.list.map((kind) => [kind.kind, kind.remote(signedIn)]));
  const route = (key: DraftKey) => {
    const checked = kinds.of(key.kind).key(key);
    return { remote: remotes.get(checked.kind)!, key: checked };
  };
  return {
    async read(key) {
      const to = route(key);
      return to.remote.read(to.key);
    },
    async write(key, send) {
      const to = route(key);
      return to.remote.write(to.key, send);
    },
  };
}
