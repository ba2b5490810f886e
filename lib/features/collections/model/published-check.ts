/**
 * The live check after "Publish N changed items": exactly the published items' pages are read (a
 * few at a time, through the live check's reader) and each is compared with what it should show.
 * @module
 */
import type { MessagingClient } from '../../../core/messaging/client';
import type { PageToCheck } from '../bulk/published-pages';

/** What the published pages showed. */
export interface PublishedCheck {
  total: number;
  /** Pages that show the published title and description. */
  agree: number;
  /** Pages that were read and show something else: their address and what they show. */
  differ: { url: string; shows: string }[];
  /** Pages not read (not found, unreachable), with why. */
  unread: { url: string; why: string }[];
  /** The host pattern to grant before the pages can be read, if not granted. */
  needsAccess?: string;
}

const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Reads `pages` of `siteId`, four at a time, and says how many show what was published. */
export async function checkPublishedPages(
  client: MessagingClient,
  siteId: string,
  pages: readonly PageToCheck[],
): Promise<PublishedCheck> {
  const result: PublishedCheck = { total: pages.length, agree: 0, differ: [], unread: [] };
  let next = 0;
  const worker = async () => {
    while (next < pages.length && result.needsAccess === undefined) {
      const page = pages[next++]!;
      const read = await client
        .request('live-site.readPublishedPage', { siteId, url: page.url })
        .catch((e: unknown) => ({ state: 'failed' as const, message: String(e) }));
      if (read.state === 'needs-access') result.needsAccess = read.pattern;
      else if (read.state === 'not-found') result.unread.push({ url: page.url, why: '404' });
      else if (read.state === 'failed') result.unread.push({ url: page.url, why: read.message });
      else {
        const title = normal(read.title ?? read.og.title);
        const description = normal(read.description ?? read.og.description);
        const titleOk = page.title === undefined || title.startsWith(normal(page.title));
        const descriptionOk =
          page.description === undefined || description === normal(page.description);
        if (titleOk && descriptionOk) result.agree += 1;
        else result.differ.push({ url: page.url, shows: descriptionOk ? title : description });
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return result;
}
