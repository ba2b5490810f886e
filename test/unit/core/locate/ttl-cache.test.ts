import { describe, expect, it } from 'vitest';
import { createTtlCache } from '@/lib/core/locate/ttl-cache';

describe('createTtlCache', () => {
  it('expires entries after the TTL on the injected clock', () => {
    let now = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: () => now });
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('shares one load per key, caches success and not failure', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: () => now });
    const load = () => Promise.resolve(++loads);
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 2000;
    expect(await cache.getOrLoad('k', load)).toBe(2);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.getOrLoad('bad', load)).toBe(3);
  });

  it('drops the oldest entries past maxEntries', () => {
    const cache = createTtlCache<number, number>({ ttlMs: 1000, now: () => 0, maxEntries: 2 });
    cache.set(1, 1);
    cache.set(2, 2);
    cache.set(3, 3);
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, 2, 3]);
  });
});
