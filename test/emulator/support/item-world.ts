import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestEmulator } from '../../../emulator/testing';
import { startEmulator } from '../../../emulator/testing';

/**
 * One emulator for a test file (no rate limit), reset before each test, with the demo bakery's
 * blog at hand: what the item write, publish and validation tests share.
 */
export function itemWorld() {
  let started: TestEmulator | undefined;
  beforeAll(async () => {
    started = await startEmulator({ rateLimit: 0 });
  });
  afterAll(() => started?.close());
  beforeEach(async () => {
    await world.emu.control('/reset', { method: 'POST' });
  });
  const world = {
    /** The file's emulator (once `beforeAll` has run). */
    get emu(): TestEmulator {
      if (!started) throw new Error('The emulator starts in beforeAll.');
      return started;
    },
    /** The demo's bakery site. */
    acme: () => world.emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!,
    /** Its CMS locale ids by tag. */
    cms: () => {
      const s = world.acme();
      const tagged = (tag: string) => s.locales.secondary.find((l) => l.tag === tag)!.cmsLocaleId;
      return { en: s.locales.primary.cmsLocaleId, fr: tagged('fr'), de: tagged('de') };
    },
    /** The blog collection's API path. */
    blog: () => `/v2/collections/${world.acme().collections.blog}`,
    /** An API call with the bakery's key (or `token`). */
    call: (path: string, method = 'GET', body?: unknown, token = world.acme().apiKey) =>
      world.emu.call(path, { method, body, token }),
  };
  return world;
}
