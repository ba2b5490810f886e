import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/core/api/client';
import { MEMO_SIZE, readAndCheck, type ReadCells } from '@/lib/features/site/read-cells';

const client = {} as ApiClient;
const refs = Array.from({ length: 250 }, (_, i) => ({
  pageId: `p${Math.floor(i / 2)}`,
  localeId: i % 2 ? 'fr' : null,
}));
const markup = (i: number) => ({
  id: 'x',
  jsonLdSchema: { '@type': 'Thing', name: `n${i % 10}` },
  isInherited: false,
});

describe('readAndCheck', () => {
  it('checks each distinct value once and reports progress per chunk', async () => {
    const check = vi.fn(() => ({ errors: 1, warnings: 0, messages: ['bad'] }));
    const done: number[] = [];
    const read: ReadCells = async (_c, _s, cells) => cells.map((_, i) => markup(i));
    const cells = await readAndCheck(client, 's', refs, {
      check,
      read,
      onRead: (n) => done.push(n),
    });
    expect(cells.size).toBe(250);
    expect(check).toHaveBeenCalledTimes(10);
    expect(done).toEqual([100, 200, 250]);
    expect(cells.get('p0:')).toMatchObject({ state: 'own', errors: 1 });
  });

  it('leaves a failed chunk’s cells unread with the reason, and fails only when every chunk fails', async () => {
    let call = 0;
    const read: ReadCells = async (_c, _s, cells) => {
      if (call++ === 1) throw new Error('The service did not answer.');
      return cells.map((_, i) => markup(i));
    };
    const check = () => ({ errors: 0, warnings: 0, messages: [] });
    const cells = await readAndCheck(client, 's', refs, { check, read });
    const unread = [...cells.values()].filter((c) => c.state === 'unread');
    expect(unread).toHaveLength(100);
    expect(unread[0]!.messages).toEqual(['The service did not answer.']);
    const failing: ReadCells = async () => {
      throw new Error('You are not signed in.');
    };
    await expect(readAndCheck(client, 's', refs, { check, read: failing })).rejects.toThrow(
      /not signed in/,
    );
  });
});

describe('readAndCheck’s memory of checked values', () => {
  const shown = (name: string) => ({
    id: 'x',
    jsonLdSchema: { '@type': 'Thing', name },
    isInherited: false,
  });

  it('checks an inherited cell once even when its page straddles two chunks', async () => {
    const pages = Array.from({ length: 3 }, (_, i) => [
      { pageId: `q${i}`, localeId: null },
      { pageId: `q${i}`, localeId: 'fr' },
    ]).flat();
    const check = vi.fn(() => ({ errors: 0, warnings: 0, messages: [] }));
    const read: ReadCells = async (_c, _s, cells) => cells.map((c) => shown(c.pageId));
    await readAndCheck(client, 's', pages, { check, read, chunkSize: 3 });
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('remembers only the most recently checked values, and keeps no markup when told', async () => {
    const distinct = Array.from({ length: MEMO_SIZE + 1 }, (_, i) => ({
      pageId: `v${i}`,
      localeId: null,
    }));
    const last = { pageId: `v${MEMO_SIZE}`, localeId: 'fr' };
    const again = [...distinct, last, { pageId: 'v0', localeId: 'fr' }];
    const check = vi.fn(() => ({ errors: 0, warnings: 0, messages: [] }));
    // The last value is still remembered; the first, pushed out by the others, is checked again.
    const read: ReadCells = async (_c, _s, cells) => cells.map((c) => shown(c.pageId));
    const cells = await readAndCheck(client, 's', again, { check, read, keepMarkup: false });
    expect(check).toHaveBeenCalledTimes(MEMO_SIZE + 2);
    expect([...cells.values()].some((c) => c.markup)).toBe(false);
    const kept = await readAndCheck(client, 's', distinct.slice(0, 1), { check, read });
    expect(kept.get('v0:')!.markup).toBeDefined();
  });
});
