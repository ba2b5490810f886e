import { describe, expect, it } from 'vitest';
import { MAX_LIST_ROWS, paginate, type ListPage } from '@/lib/core/api/pagination';

type Row = { id: string; locale?: string };

/** A list fetcher that counts requests and gives up long after a correct walk would have ended. */
function lyingList(answer: (offset: number, limit: number, request: number) => ListPage<Row>) {
  const asked: number[] = [];
  const fetchPage = async (offset: number, limit: number) => {
    asked.push(offset);
    if (asked.length > 2000) throw new Error('the walk never ended');
    return answer(offset, limit, asked.length);
  };
  return { asked, fetchPage };
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}` }));

async function collect<T>(source: AsyncGenerator<T, void, undefined>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe('paginate against a list whose total lies', () => {
  it('stops after ⌈first total / limit⌉ + 1 pages when later totals grow', async () => {
    const list = lyingList((offset, limit, request) => ({
      items: rows(offset, limit),
      pagination: { limit, offset, total: request === 1 ? 250 : 1_000_000_000 },
    }));
    const items = await collect(paginate(list.fetchPage));
    expect(list.asked).toEqual([0, 100, 200, 300]);
    expect(items).toHaveLength(400);
  });

  it('stops at the rows bound of a list when the first total is already huge', async () => {
    const list = lyingList((offset, limit) => ({
      items: rows(offset, limit),
      pagination: { limit, offset, total: 1_000_000_000 },
    }));
    expect(await collect(paginate(list.fetchPage, { maxRows: 1000 }))).toHaveLength(1000);
    expect(list.asked).toHaveLength(10);
    const unbounded = lyingList((offset, limit) => ({
      items: rows(offset, limit),
      pagination: { limit, offset, total: 1_000_000_000 },
    }));
    expect(await collect(paginate(unbounded.fetchPage))).toHaveLength(MAX_LIST_ROWS);
    expect(unbounded.asked).toHaveLength(MAX_LIST_ROWS / 100);
  });

  it('stops on a page that brings no row not already seen', async () => {
    const list = lyingList((offset, limit) => ({
      items: rows(0, limit),
      pagination: { limit, offset, total: 1_000_000 },
    }));
    const items = await collect(paginate(list.fetchPage));
    expect(list.asked).toEqual([0, 100]);
    expect(items.map((r) => r.id)).toEqual(rows(0, 100).map((r) => r.id));
  });

  it('stops when the answered offset does not move forward', async () => {
    const list = lyingList((offset, limit) => ({
      items: rows(offset, limit),
      pagination: { limit, offset: 0, total: 1_000_000 },
    }));
    expect(await collect(paginate(list.fetchPage))).toHaveLength(100);
    expect(list.asked).toEqual([0, 100]);
  });

  it('yields a row seen on an earlier page once, and keeps an id repeated per locale', async () => {
    const pages: Row[][] = [
      [
        { id: 'a', locale: 'en' },
        { id: 'a', locale: 'de' },
      ],
      [
        { id: 'a', locale: 'de' },
        { id: 'b', locale: 'en' },
      ],
    ];
    const list = lyingList((offset, limit, request) => ({
      items: pages[request - 1] ?? [],
      pagination: { limit, offset, total: 4 },
    }));
    const keyOf = (r: Row) => `${r.id}/${r.locale}`;
    const items = await collect(paginate(list.fetchPage, { pageSize: 2, keyOf }));
    expect(items.map(keyOf)).toEqual(['a/en', 'a/de', 'b/en']);
  });
});
