/**
 * The side panel's head start: when its tab still shows the address of the last view (the view
 * cache the popup shares), the page's markup is read again at once, before the page is located
 * anew and before the panel's own code has loaded. Small on purpose: the panel's first script
 * imports it.
 * @module
 */
import type { PageLocation } from '../locate/page-locator';
import type { MessagingClient } from '../messaging/client';
import type { Status } from '../messaging/protocol';
import type { LocaleSchema } from '../schema/page-schema';
import { readViewCache } from './view-cache';

/** The last view's page, with its markup being read afresh through the background. */
export interface LastViewRead {
  url: string;
  location: PageLocation;
  /** The session as last seen, painted until the background answers (as the popup does). */
  status?: Status;
  /** The current markup of every locale (the answer to `pageSchema` for `location`). */
  markup: Promise<LocaleSchema[]>;
}

/** The `pageSchema` request for a page in every locale (primary as `null`), primary first. */
export function schemaQueryOf(at: PageLocation) {
  return {
    siteId: at.site.id,
    pageId: at.page.id,
    localeIds: at.locales.map((l) => (l.primary ? null : l.id)),
  };
}

/** Starts reading the last view's markup when `url` is its address; otherwise nothing. */
export function readLastView(
  client: MessagingClient,
  cache: Pick<Storage, 'getItem'>,
  url: string | undefined,
): LastViewRead | undefined {
  const { location: last, status } = readViewCache(cache);
  if (!url || last?.url !== url || !last.answer.ok) return undefined;
  const { location } = last.answer;
  const markup = client.request('pageSchema', schemaQueryOf(location));
  // Unawaited until the panel's code has loaded; a failure is then seen by the Schema tab's load.
  markup.catch(() => undefined);
  return { url, location, status, markup };
}
