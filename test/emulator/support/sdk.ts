import { expect } from 'vitest';
import { WebflowClient } from 'webflow-api';
import type { TestEmulator } from '../../../emulator/testing';

/** The platform's SDK pointed at the emulator for every API host it knows (data and CDN). */
export function sdkFor(emu: TestEmulator, token: string): WebflowClient {
  const base = `${emu.origin}/v2`;
  return new WebflowClient({
    accessToken: token,
    environment: { base, dataApi: base, contentDeliveryApi: base },
    maxRetries: 0,
  });
}

/** The SDK's own schema options with validation on; keys it does not know are allowed. */
export const STRICT = {
  unrecognizedObjectKeys: 'passthrough',
  allowUnrecognizedUnionMembers: false,
  allowUnrecognizedEnumValues: false,
  skipValidation: false,
} as const;

/** One of the SDK's response schemas. */
export interface SdkSchema<T> {
  parseOrThrow(raw: unknown, opts: typeof STRICT): T;
}

/**
 * Reads `path` off the wire and validates the body with the SDK's schema (the SDK's client skips
 * validation), returning what the schema parsed, for comparison with what the client returned.
 */
export async function validated<T>(
  emu: TestEmulator,
  schema: SdkSchema<T>,
  path: string,
  token: string,
): Promise<T> {
  const res = await emu.call(path, { token });
  expect(res.status, path).toBe(200);
  return schema.parseOrThrow(res.body, STRICT);
}
