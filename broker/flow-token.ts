import { z } from 'zod';

const encoder = new TextEncoder();

/** What a flow token binds: the PKCE-style challenge, the redirect URL and the OAuth state. */
export interface FlowClaims {
  challenge: string;
  redirectUri: string;
  /** Minted by the broker for this flow (see {@link mintState}); never chosen by the caller. */
  state: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

const claimsSchema = z.object({
  v: z.literal(2),
  c: z.string(),
  r: z.string(),
  s: z.string(),
  exp: z.number(),
});

/** Why a flow token was refused. */
export type FlowTokenError = 'malformed' | 'bad-signature' | 'expired';

/** Derives the HMAC key: the explicit signing key, or HKDF of the client secret (so the secret itself never signs). */
export async function flowKey(secret: string, explicitKey?: string): Promise<CryptoKey> {
  const hmac = { name: 'HMAC', hash: 'SHA-256' } as const;
  if (explicitKey !== undefined) {
    return crypto.subtle.importKey('raw', encoder.encode(explicitKey), hmac, false, [
      'sign',
      'verify',
    ]);
  }
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('site-companion-broker'),
      info: encoder.encode('flow-token v1'),
    },
    base,
    { ...hmac, length: 256 },
    false,
    ['sign', 'verify'],
  );
}

/** A fresh OAuth `state`: 128 random bits, base64url (22 characters). */
export function mintState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/** Signs claims into `<payload>.<signature>`, both base64url. */
export async function signFlowToken(key: CryptoKey, claims: FlowClaims): Promise<string> {
  const payload = base64url(
    encoder.encode(
      JSON.stringify({
        v: 2,
        c: claims.challenge,
        r: claims.redirectUri,
        s: claims.state,
        exp: claims.exp,
      }),
    ),
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(payload));
  return `${payload}.${base64url(new Uint8Array(signature))}`;
}

/** Checks signature (constant-time, by WebCrypto) and expiry, and returns the claims. */
export async function verifyFlowToken(
  key: CryptoKey,
  token: string,
  nowSeconds: number,
): Promise<{ ok: true; claims: FlowClaims } | { ok: false; error: FlowTokenError }> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, error: 'malformed' };
  const signatureBytes = fromBase64url(signature);
  if (!signatureBytes) return { ok: false, error: 'malformed' };
  const valid = await crypto.subtle.verify('HMAC', key, signatureBytes, encoder.encode(payload));
  if (!valid) return { ok: false, error: 'bad-signature' };
  const bytes = fromBase64url(payload);
  let parsed: z.ZodSafeParseResult<z.infer<typeof claimsSchema>>;
  try {
    parsed = claimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return { ok: false, error: 'malformed' };
  }
  if (!parsed.success) return { ok: false, error: 'malformed' };
  if (parsed.data.exp <= nowSeconds) return { ok: false, error: 'expired' };
  const { c, r, s, exp } = parsed.data;
  return { ok: true, claims: { challenge: c, redirectUri: r, state: s, exp } };
}

/** base64url(SHA-256(verifier)), the PKCE S256 challenge. */
export async function challengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(verifier))));
}

/** Equality that does not stop at the first differing character. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/(?<!=)=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}
