import { describe, expect, it } from 'vitest';
import { readViewCache, writeViewCache } from '@/lib/app/model/view-cache';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('view cache', () => {
  it('round-trips a snapshot', () => {
    const store = memoryStorage();
    const status = {
      version: '1',
      signedIn: false,
      accounts: [],
      signIn: 'idle',
      rates: [],
    } as const;
    writeViewCache(store, { status: { ...status, accounts: [], rates: [] } });
    expect(readViewCache(store).status).toEqual(status);
  });

  it.each([
    ['garbage', 'not json'],
    ['another version', JSON.stringify({ v: 0, status: { accounts: [] } })],
    ['a wrong shape', JSON.stringify({ v: 1, status: { accounts: 'x' }, location: { url: 3 } })],
  ])('reads %s as empty', (_name, raw) => {
    const store = memoryStorage();
    store.data.set('site-companion:view-cache', raw);
    expect(readViewCache(store)).toEqual({ status: undefined, location: undefined });
  });

  it('survives a storage that refuses writes', () => {
    expect(() =>
      writeViewCache(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        {},
      ),
    ).not.toThrow();
  });
});
