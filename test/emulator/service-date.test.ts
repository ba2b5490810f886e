import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

const HOUR = 3_600_000;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

/** The `Date` header of an answer, in ms. */
const dateOf = (res: Response) => Date.parse(res.headers.get('Date') ?? '');

describe('the Date header', () => {
  it('follows the emulator clock on the API, published pages, the control API and errors', async () => {
    const s = emu.fixtures.sites[0]!;
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 3 * HOUR } });
    const expected = emu.emulator.clock.now();
    const answers = [
      await emu.fetch(`${emu.origin}/v2/sites/${s.id}`, {
        headers: { authorization: `Bearer ${s.apiKey}` },
      }),
      await emu.fetch(`${emu.origin}/v2/sites/${s.id}`),
      await emu.fetch(`${emu.origin}/__emulator/clock`),
      await emu.fetch(`${emu.origin}/no-such-route`),
    ];
    const page = await emu.getWithHost(`${s.shortName}.localhost:${emu.port}`, '/');
    expect(page.status).toBe(200);
    expect(Math.abs(Date.parse(String(page.headers.date)) - expected)).toBeLessThan(5_000);
    for (const res of answers) {
      await res.body?.cancel();
      // One second of resolution, and the time the calls took.
      expect(Math.abs(dateOf(res) - expected)).toBeLessThan(5_000);
    }
    expect(dateOf(answers[0]!) - Date.now()).toBeGreaterThan(3 * HOUR - 5_000);
  });
});
