/**
 * The credentials the background signs requests with: OAuth access tokens and pasted site API
 * keys. Only the background imports this module; pages see {@link AccountView}s, never a secret.
 * Credentials live in session storage (memory only, not readable by injected scripts) unless the
 * editor chose "remember on this device", which only site keys may be: OAuth tokens an earlier
 * version remembered are moved to session storage when first read. Each OAuth token keeps the
 * broker it came through, the only one its revocation is sent to.
 * @module
 */
import { z } from 'zod';
import { defineParsedItem } from '../storage/parsed-item';
import { createSerial } from '../storage/serial';
import { randomToken } from './random';

const siteSchema = z.object({ id: z.string(), name: z.string(), shortName: z.string() });

const credentialSchema = z.object({
  id: z.string(),
  kind: z.enum(['oauth', 'site-key']),
  secret: z.string().min(1),
  label: z.string(),
  /** The sites this credential unlocks. */
  sites: z.array(siteSchema),
  /** The API origin the credential was issued for; it is never sent anywhere else. */
  apiBase: z.string(),
  /** The broker an OAuth token came through (revoked there only); null for site keys or unknown. */
  brokerUrl: z.string().nullable(),
  remember: z.boolean(),
  createdAt: z.number(),
  /**
   * The scopes an OAuth sign-in asked for (and was granted: the service's consent is all or
   * nothing); absent for site keys and for accounts signed in before this was recorded.
   */
  scopes: z.array(z.string().max(64)).max(50).optional(),
});

/** One stored credential. */
export type Credential = z.output<typeof credentialSchema>;

/** What pages may know about a credential. */
export interface AccountView {
  id: string;
  kind: Credential['kind'];
  label: string;
  sites: { id: string; name: string }[];
  /** The last characters of a site API key, e.g. `••••3f9a`; absent for OAuth. */
  masked?: string;
}

/** A list read entry by entry: one unreadable credential is dropped, the others kept. */
const credentialList = z.array(z.unknown()).transform((list) =>
  list.flatMap((entry) => {
    const parsed = credentialSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** Version 2 keeps each credential's broker; entries from version 1 came through an unknown one. */
const versioned = {
  version: 2,
  migrations: {
    2: (list: unknown) =>
      Array.isArray(list)
        ? list.map((entry: unknown) =>
            entry && typeof entry === 'object' && !('brokerUrl' in entry)
              ? { ...entry, brokerUrl: null }
              : entry,
          )
        : list,
  },
};

const sessionItem = defineParsedItem('session:credentials', credentialList, [], versioned);
const rememberedItem = defineParsedItem('local:credentials', credentialList, [], versioned);
const serial = createSerial();

/** `••••` and the last four characters. */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`;
}

/** The page-safe view of a credential. */
export function toAccountView(credential: Credential): AccountView {
  return {
    id: credential.id,
    kind: credential.kind,
    label: credential.label,
    sites: credential.sites.map(({ id, name }) => ({ id, name })),
    ...(credential.kind === 'site-key' ? { masked: maskSecret(credential.secret) } : {}),
  };
}

/** Moves OAuth tokens an earlier version remembered in `storage.local` to session storage. */
async function moveRememberedOAuth(): Promise<void> {
  const remembered = await rememberedItem.getValue();
  const oauth = remembered.filter((c) => c.kind === 'oauth');
  if (oauth.length === 0) return;
  const ids = new Set(oauth.map((c) => c.id));
  const session = (await sessionItem.getValue()).filter((c) => !ids.has(c.id));
  await sessionItem.setValue([...session, ...oauth.map((c) => ({ ...c, remember: false }))]);
  await rememberedItem.setValue(remembered.filter((c) => c.kind !== 'oauth'));
}

/** Every credential, remembered ones first. */
export async function listCredentials(): Promise<Credential[]> {
  await serial(moveRememberedOAuth);
  const [remembered, session] = await Promise.all([
    rememberedItem.getValue(),
    sessionItem.getValue(),
  ]);
  return [...remembered, ...session];
}

/** The credential to use for `siteId`: a site key for that site first, else an OAuth token. */
export async function credentialForSite(siteId: string): Promise<Credential | undefined> {
  const all = await listCredentials();
  const unlocking = all.filter((c) => c.sites.some((s) => s.id === siteId));
  return unlocking.find((c) => c.kind === 'site-key') ?? unlocking[0];
}

/** What a new credential is made of; `brokerUrl` is the broker an OAuth token came through. */
export type NewCredential = Omit<Credential, 'id' | 'createdAt' | 'brokerUrl'> & {
  brokerUrl?: string | null;
};

/** Stores a credential; one with the same secret replaces the old one. */
export function addCredential(input: NewCredential): Promise<Credential> {
  return serial(async () => {
    const credential: Credential = {
      ...input,
      brokerUrl: input.kind === 'oauth' ? (input.brokerUrl ?? null) : null,
      id: randomToken(9),
      createdAt: Date.now(),
    };
    for (const item of [sessionItem, rememberedItem]) {
      const list = await item.getValue();
      await item.setValue(list.filter((c) => c.secret !== input.secret));
    }
    // Only site keys are remembered: an account's OAuth token stays in session storage (SECURITY.md).
    const remember = input.remember && input.kind === 'site-key';
    const stored = { ...credential, remember };
    const target = remember ? rememberedItem : sessionItem;
    await target.setValue([...(await target.getValue()), stored]);
    return stored;
  });
}

/** Removes one credential; answers it so the caller can revoke it. */
export function removeCredential(id: string): Promise<Credential | undefined> {
  return serial(async () => {
    let removed: Credential | undefined;
    for (const item of [sessionItem, rememberedItem]) {
      const list = await item.getValue();
      removed ??= list.find((c) => c.id === id);
      await item.setValue(list.filter((c) => c.id !== id));
    }
    return removed;
  });
}

/** Wipes every credential from both storage areas. */
export function clearCredentials(): Promise<void> {
  return serial(async () => {
    await sessionItem.removeValue();
    await rememberedItem.removeValue();
  });
}
