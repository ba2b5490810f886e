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

/** Yields every item of an offset-paginated list, one request per page, until `total` is reached. */
export async function* paginate<T>(
  fetchPage: (offset: number, limit: number) => Promise<ListPage<T>>,
  pageSize: number = MAX_PAGE_SIZE,
): AsyncGenerator<T, void, undefined> {
  let offset = 0;
  for (;;) {
    const page = await fetchPage(offset, pageSize);
    yield* page.items;
    offset += page.items.length;
    const total = page.pagination?.total;
    if (page.items.length === 0 || total === undefined || offset >= total) return;
  }
}
