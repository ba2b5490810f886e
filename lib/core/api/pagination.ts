import { z } from 'zod';

/** The `pagination` object of list responses. */
export const paginationSchema = z.object({
  limit: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

/** One page of a list: its items and, when the service sent it, the pagination object. */
export interface ListPage<T> {
  items: T[];
  pagination?: z.infer<typeof paginationSchema>;
}

/** Largest `limit` the list endpoints accept. */
export const MAX_PAGE_SIZE = 100;

/** Most rows one list may yield: 10,000 items in 10 locales, a site far past any plan we serve. */
export const MAX_LIST_ROWS = 100_000;

/** How `paginate` walks a list. */
export interface PaginateOptions<T> {
  /** Rows asked per request; defaults to `MAX_PAGE_SIZE`. */
  pageSize?: number;
  /**
   * A row's identity in the list; defaults to its `id`. A list that asks several locales at once
   * repeats each id once per locale, so its key must include the locale.
   */
  keyOf?: (item: T) => string;
  /** Most rows yielded; defaults to `MAX_LIST_ROWS`. */
  maxRows?: number;
}

/**
 * Yields every item of an offset-paginated list, one request per page, until `total` is reached.
 * The service's `total` and offsets are not trusted to end the walk: a list whose `total` lies
 * (or whose pages repeat) ends after ⌈first total / page size⌉ + 1 pages, at `maxRows` rows, on a
 * page that does not move forward, or on a page that brings no row not already yielded. A row seen
 * before (a list shifted by a concurrent insert) is not yielded twice.
 */
export async function* paginate<T extends { id: string }>(
  fetchPage: (offset: number, limit: number) => Promise<ListPage<T>>,
  options: PaginateOptions<T> = {},
): AsyncGenerator<T, void, undefined> {
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  const keyOf = options.keyOf ?? ((item: T) => item.id);
  const maxRows = options.maxRows ?? MAX_LIST_ROWS;
  const seen = new Set<string>();
  let maxPages = Infinity;
  let lastOffset = -1;
  let offset = 0;
  for (let pages = 1; ; pages += 1) {
    const page = await fetchPage(offset, pageSize);
    const reported = page.pagination?.offset ?? offset;
    if (reported <= lastOffset) return;
    lastOffset = reported;
    let fresh = 0;
    for (const item of page.items) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      fresh += 1;
      yield item;
      if (seen.size >= maxRows) return;
    }
    offset += page.items.length;
    const total = page.pagination?.total;
    if (pages === 1 && total !== undefined) maxPages = Math.ceil(total / pageSize) + 1;
    if (fresh === 0 || total === undefined || offset >= total || pages >= maxPages) return;
  }
}
