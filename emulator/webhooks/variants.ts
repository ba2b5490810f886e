import { signDelivery } from './sign';

/** Deliberately wrong or tricky deliveries for testing receivers (EM-6). */
export const VARIANTS = [
  'valid',
  'bad-signature',
  'old',
  'future',
  'duplicate',
  'reserialized',
  'unsigned',
] as const;

/** One variant name. */
export type Variant = (typeof VARIANTS)[number];

/** One request to send. */
export interface VariantRequest {
  body: string;
  headers: Record<string, string>;
}

/** How far outside the 5-minute window `old` and `future` land. */
export const OUT_OF_WINDOW_MS = 6 * 60_000;

/**
 * The requests of a variant. `old`/`future` are correctly signed but 6 minutes out of the window;
 * `bad-signature` flips one hex digit; `duplicate` is the same signed request twice;
 * `reserialized` sends pretty-printed JSON under the signature of the compact text.
 */
export function variantRequests(
  variant: Variant,
  key: string,
  now: number,
  envelope: unknown,
): VariantRequest[] {
  const body = JSON.stringify(envelope);
  const signed = (timestamp: number, text = body): Record<string, string> => ({
    'x-service-timestamp': String(timestamp),
    'x-service-signature': signDelivery(key, timestamp, text),
  });
  switch (variant) {
    case 'valid':
      return [{ body, headers: signed(now) }];
    case 'bad-signature': {
      const headers = signed(now);
      const sig = headers['x-service-signature'] ?? '';
      const flipped = sig.startsWith('0') ? `1${sig.slice(1)}` : `0${sig.slice(1)}`;
      return [{ body, headers: { ...headers, 'x-service-signature': flipped } }];
    }
    case 'old':
      return [{ body, headers: signed(now - OUT_OF_WINDOW_MS) }];
    case 'future':
      return [{ body, headers: signed(now + OUT_OF_WINDOW_MS) }];
    case 'duplicate': {
      const request = { body, headers: signed(now) };
      return [request, request];
    }
    case 'reserialized':
      return [{ body: JSON.stringify(envelope, null, 2), headers: signed(now) }];
    case 'unsigned':
      return [{ body, headers: {} }];
  }
}
