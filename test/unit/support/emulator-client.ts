/** A real API client, with its own rate-limit queue, talking to an in-process emulator. */
import { createApiClient, type ApiClient } from '@/lib/core/api/client';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import type { TestEmulator } from '@/emulator/testing';

/** A client for `emu` signed with `token`. */
export function emulatorClient(emu: TestEmulator, token: string): ApiClient {
  return createApiClient({
    baseUrl: emu.origin,
    getToken: () => token,
    queue: createRateLimitQueue(),
  });
}
