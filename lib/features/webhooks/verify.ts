/**
 * @module Receiver-side verification of signed webhook deliveries.
 *
 * Pure and runtime-neutral: uses only WebCrypto (`crypto.subtle`), so it runs in Node 20+, browsers
 * and workers. The signature is the hex HMAC-SHA256 of `"<timestamp>:<raw body>"`; verify over the
 * exact bytes received, never over a re-serialized parsed object.
 */

/** Default replay window: deliveries more than 5 minutes old or in the future are rejected. */
export const DEFAULT_TOLERANCE_MS = 300_000;

/** Timestamp header names, in order of preference (the spec's first, the real service's second). */
export const TIMESTAMP_HEADERS = ['x-service-timestamp', 'x-webflow-timestamp'] as const;

/** Signature header names, in order of preference. */
export const SIGNATURE_HEADERS = ['x-service-signature', 'x-webflow-signature'] as const;

/** Why a delivery was rejected. */
export type VerifyFailureReason =
  | 'missing_timestamp'
  | 'malformed_timestamp'
  | 'timestamp_not_milliseconds'
  | 'timestamp_too_old'
  | 'timestamp_in_future'
  | 'missing_signature'
  | 'malformed_signature'
  | 'no_secret'
  | 'signature_mismatch';

/** Outcome of {@link verifyWebhook}. */
export type VerifyResult =
  { ok: true; timestamp: number; secretIndex: number } | { ok: false; reason: VerifyFailureReason };

/** Anything that can answer a header by name: a fetch `Headers`, or Node's `IncomingHttpHeaders`. */
export type HeaderSource =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Input of {@link verifyWebhook}. */
export interface VerifyInput {
  /** The request body exactly as received (text or bytes). */
  body: string | Uint8Array;
  /** The request headers. */
  headers: HeaderSource;
  /** Signing key, or several during a rotation (any one matching is enough). */
  secret: string | readonly string[];
  /** Current time in epoch milliseconds. */
  now: number;
  /** Replay window in ms, both directions. */
  toleranceMs?: number;
}

const encoder = new TextEncoder();
const MIN_MS_TIMESTAMP = 100_000_000_000;
const SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/;
const TIMESTAMP_PATTERN = /^[0-9]{1,16}$/;

function readHeader(headers: HeaderSource, names: readonly string[]): string | undefined {
  for (const name of names) {
    if (typeof headers.get === 'function') {
      const value = (headers as { get(name: string): string | null }).get(name);
      if (value !== null) return value;
      continue;
    }
    const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
    for (const key of Object.keys(record)) {
      if (key.toLowerCase() !== name) continue;
      const value = record[key];
      if (typeof value === 'string') return value;
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return undefined;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

function signedBytes(timestamp: string, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}:`);
  const rest = typeof body === 'string' ? encoder.encode(body) : body;
  const all = new Uint8Array(prefix.length + rest.length);
  all.set(prefix, 0);
  all.set(rest, prefix.length);
  return all;
}

function importKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

/**
 * Computes the lowercase hex signature of a delivery, as the service sends it.
 * @param secret the signing key (client secret or per-webhook secretKey)
 * @param timestamp the `x-service-timestamp` value, epoch ms as sent
 * @param body the exact body bytes or text
 */
export async function signWebhookPayload(
  secret: string,
  timestamp: string | number,
  body: string | Uint8Array,
): Promise<string> {
  const key = await importKey(secret, 'sign');
  const mac = await crypto.subtle.sign('HMAC', key, signedBytes(String(timestamp), body));
  return bytesToHex(new Uint8Array(mac));
}

/**
 * Verifies one delivery: timestamp present, in ms and within the window both ways, then the
 * signature against each secret. The comparison is WebCrypto's HMAC `verify`, which compares the
 * MACs in constant time. Hex case is not significant (bytes are compared, not text).
 */
export async function verifyWebhook(input: VerifyInput): Promise<VerifyResult> {
  const tolerance = input.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  const timestampText = readHeader(input.headers, TIMESTAMP_HEADERS)?.trim();
  if (timestampText === undefined || timestampText === '') {
    return { ok: false, reason: 'missing_timestamp' };
  }
  if (!TIMESTAMP_PATTERN.test(timestampText)) return { ok: false, reason: 'malformed_timestamp' };
  const timestamp = Number(timestampText);
  if (timestamp < MIN_MS_TIMESTAMP) return { ok: false, reason: 'timestamp_not_milliseconds' };
  if (input.now - timestamp > tolerance) return { ok: false, reason: 'timestamp_too_old' };
  if (timestamp - input.now > tolerance) return { ok: false, reason: 'timestamp_in_future' };

  const signatureText = readHeader(input.headers, SIGNATURE_HEADERS)?.trim();
  if (signatureText === undefined || signatureText === '') {
    return { ok: false, reason: 'missing_signature' };
  }
  if (!SIGNATURE_PATTERN.test(signatureText)) return { ok: false, reason: 'malformed_signature' };

  const secrets = typeof input.secret === 'string' ? [input.secret] : input.secret;
  if (secrets.length === 0 || secrets.some((secret) => secret === '')) {
    return { ok: false, reason: 'no_secret' };
  }
  const signature = hexToBytes(signatureText);
  const data = signedBytes(timestampText, input.body);
  for (const [secretIndex, secret] of secrets.entries()) {
    const key = await importKey(secret, 'verify');
    if (await crypto.subtle.verify('HMAC', key, signature, data)) {
      return { ok: true, timestamp, secretIndex };
    }
  }
  return { ok: false, reason: 'signature_mismatch' };
}
