/**
 * Randomness and hashing for the sign-in flow, from Web Crypto (the same in workers, pages and Node).
 * @module
 */

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/(?<!=)=+$/, '');
}

/** `bytes` random bytes as base64url; 16 bytes = 128 bits, the minimum for `state`. */
export function randomToken(bytes = 16): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A PKCE-style verifier (43 characters) and its S256 challenge. */
export async function verifierPair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomToken(32);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}
