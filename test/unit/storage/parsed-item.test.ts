import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineParsedItem } from '@/lib/storage/parsed-item';

const item = defineParsedItem('local:test-item', z.object({ n: z.number() }), { n: 0 });

describe('defineParsedItem', () => {
  beforeEach(() => fakeBrowser.reset());

  it('returns the fallback when nothing is stored', async () => {
    expect(await item.getValue()).toEqual({ n: 0 });
  });

  it('round-trips a valid value', async () => {
    await item.setValue({ n: 3 });
    expect(await item.getValue()).toEqual({ n: 3 });
  });

  it('falls back instead of returning a value of the wrong shape', async () => {
    await fakeBrowser.storage.local.set({ 'test-item': { n: 'three' } });
    expect(await item.getValue()).toEqual({ n: 0 });
  });

  it('refuses to store a value of the wrong shape', async () => {
    await expect(item.setValue({ n: 'x' } as unknown as { n: number })).rejects.toThrow();
    expect(await fakeBrowser.storage.local.get('test-item')).toEqual({});
  });
});
