import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineParsedItem, setParsedValues } from '@/lib/core/storage/parsed-item';
import { StorageWriteError } from '@/lib/core/storage/storage-error';

const item = defineParsedItem('local:test-item', z.object({ n: z.number() }), { n: 0 });

/** Version 3 of an item that was `number` (v1), then `{ n }` (v2), then `{ n, unit }` (v3). */
const v3 = () =>
  defineParsedItem(
    'local:versioned',
    z.object({ n: z.number(), unit: z.string() }),
    { n: 0, unit: '?' },
    {
      version: 3,
      migrations: {
        2: (old) => ({ n: old }),
        3: (old) => ({ ...(old as object), unit: 'px' }),
      },
    },
  );

describe('defineParsedItem', () => {
  beforeEach(() => fakeBrowser.reset());

  it('returns the fallback when nothing is stored', async () => {
    expect(await item.getValue()).toEqual({ n: 0 });
  });

  it('round-trips a valid value and records its version', async () => {
    await item.setValue({ n: 3 });
    expect(await item.getValue()).toEqual({ n: 3 });
    expect(await fakeBrowser.storage.local.get('test-item$')).toEqual({ 'test-item$': { v: 1 } });
  });

  it('falls back instead of returning a value of the wrong shape', async () => {
    await fakeBrowser.storage.local.set({ 'test-item': { n: 'three' } });
    expect(await item.getValue()).toEqual({ n: 0 });
  });

  it('refuses to store a value of the wrong shape', async () => {
    await expect(item.setValue({ n: 'x' } as unknown as { n: number })).rejects.toThrow();
    expect(await fakeBrowser.storage.local.get('test-item')).toEqual({});
  });

  it('migrates a version 1 value (no meta) through every migration', async () => {
    await fakeBrowser.storage.local.set({ versioned: 7 });
    expect(await v3().getValue()).toEqual({ n: 7, unit: 'px' });
  });

  it('migrates from the stored version, not from 1', async () => {
    await fakeBrowser.storage.local.set({ versioned: { n: 2 }, versioned$: { v: 2 } });
    expect(await v3().getValue()).toEqual({ n: 2, unit: 'px' });
  });

  it('stores the current version with the value, so migrations do not run again', async () => {
    await fakeBrowser.storage.local.set({ versioned: 7 });
    const versioned = v3();
    await versioned.setValue(await versioned.getValue());
    expect(await fakeBrowser.storage.local.get(['versioned', 'versioned$'])).toEqual({
      versioned: { n: 7, unit: 'px' },
      versioned$: { v: 3 },
    });
  });

  it('reads a failed migration as the fallback and keeps the stored data', async () => {
    const broken = defineParsedItem('local:broken', z.number(), -1, {
      version: 2,
      migrations: {
        2: () => {
          throw new Error('bad');
        },
      },
    });
    await fakeBrowser.storage.local.set({ broken: 5 });
    expect(await broken.getValue()).toBe(-1);
    expect(await fakeBrowser.storage.local.get('broken')).toEqual({ broken: 5 });
  });

  it('reads a newer version as the fallback and refuses to overwrite it', async () => {
    await fakeBrowser.storage.local.set({ versioned: { future: true }, versioned$: { v: 4 } });
    const versioned = v3();
    expect(await versioned.getValue()).toEqual({ n: 0, unit: '?' });
    const write = versioned.setValue({ n: 1, unit: 'em' });
    await expect(write).rejects.toBeInstanceOf(StorageWriteError);
    await expect(write).rejects.toMatchObject({ reason: 'newer-version' });
    expect(await fakeBrowser.storage.local.get('versioned')).toEqual({
      versioned: { future: true },
    });
  });

  it('turns a quota refusal into a StorageWriteError with a readable message', async () => {
    await item.setValue({ n: 1 });
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(
      new Error('QUOTA_BYTES quota exceeded'),
    );
    const write = item.setValue({ n: 2 });
    await expect(write).rejects.toMatchObject({ name: 'StorageWriteError', reason: 'quota' });
    await expect(write).rejects.toThrow(/storage is full/);
    vi.restoreAllMocks();
    expect(await item.getValue()).toEqual({ n: 1 });
  });

  it('recognizes the Firefox quota error by name', async () => {
    const error = Object.assign(
      new Error('The current transaction exceeded its quota limitations.'),
      {
        name: 'QuotaExceededError',
      },
    );
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(error);
    await expect(item.setValue({ n: 2 })).rejects.toMatchObject({ reason: 'quota', cause: error });
  });

  it('lets other write failures through unchanged', async () => {
    const error = new Error('disk on fire');
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(error);
    await expect(item.setValue({ n: 2 })).rejects.toBe(error);
  });

  it('refuses a value larger than maxBytes and keeps the previous one', async () => {
    const small = defineParsedItem('local:small', z.string(), '', { maxBytes: 20, label: 'note' });
    await small.setValue('short');
    await expect(small.setValue('x'.repeat(100))).rejects.toMatchObject({ reason: 'too-large' });
    await expect(small.setValue('x'.repeat(100))).rejects.toThrow(/This note is too large/);
    expect(await small.getValue()).toBe('short');
  });

  it('writes several items in one storage.set', async () => {
    const other = defineParsedItem('local:other', z.number(), 0);
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await setParsedValues([
      { item, value: { n: 4 } },
      { item: other, value: 9 },
    ]);
    expect(set).toHaveBeenCalledTimes(1);
    expect(await item.getValue()).toEqual({ n: 4 });
    expect(await other.getValue()).toBe(9);
  });

  it('removes the value and its version', async () => {
    await item.setValue({ n: 3 });
    await item.removeValue();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('watches parsed values', async () => {
    const seen: { n: number }[] = [];
    const stop = item.watch((value) => seen.push(value));
    await item.setValue({ n: 5 });
    await item.removeValue();
    stop();
    await item.setValue({ n: 6 });
    expect(seen).toEqual([{ n: 5 }, { n: 0 }]);
  });
});
