import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_TIMEOUT_MS } from '@/lib/core/api/http';
import { withDefaults } from '@/lib/core/api/pacing';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { FAULT_CASES } from './fault-cases';
import { faultContext } from './fault-context';

describe('the fault matrix against the emulator', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());
  beforeEach(() => fakeBrowser.reset());
  afterEach(async () => {
    await emu.control('/faults', { method: 'DELETE' });
  });

  it.each(FAULT_CASES.map((c) => [c.name, c.outcome, c] as const))(
    '%s: %s',
    async (_name, _outcome, fault) => {
      const ctx = await faultContext(emu);
      for (const script of fault.faults(ctx)) {
        expect((await emu.control('/faults', { method: 'POST', body: script })).status).toBe(201);
      }
      expect(await fault.run(ctx)).toMatchObject(fault.expected(ctx));
    },
    15_000,
  );

  it('uses the product’s own limits where the matrix shortens them', () => {
    expect(DEFAULT_TIMEOUT_MS).toBeLessThan(30_000);
    expect(withDefaults({})).toMatchObject({
      defaultPauseMs: 60_000,
      max429Retries: 2,
      maxAttempts: 3,
    });
  });
});
