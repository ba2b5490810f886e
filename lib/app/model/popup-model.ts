/**
 * The popup's state: the session, the tab's page and its per-locale chips, painted first from the
 * last view (so a reopened popup shows no spinner) and refreshed while it is open.
 * @module
 */
import { effect } from '@preact/signals';
import type { MessagingClient } from '../../core/messaging/client';
import { createLiveVerdictModel } from '../../features/live-site/model/live-verdict-model';
import { createLocationModel } from '../../core/model/location-model';
import { createSessionModel } from '../../features/account/model/session-model';
import { createSummaryModel } from '../../features/schema/model/summary-model';
import { readViewCache, writeViewCache } from './view-cache';

/** Creates the popup's models over the extension's `localStorage` cache. */
export function createPopupModel(
  client: MessagingClient,
  cache: Pick<Storage, 'getItem' | 'setItem'>,
) {
  const cached = readViewCache(cache);
  const session = createSessionModel(client, cached.status);
  const location = createLocationModel(client, cached.location);
  const summary = createSummaryModel(client);
  const live = createLiveVerdictModel(client);
  effect(() => {
    const answer = location.answer.value;
    const url = location.url.value;
    writeViewCache(cache, {
      status: session.status.value,
      location: answer && url ? { url, answer } : undefined,
    });
  });
  return {
    session,
    location,
    summary,
    /** What the site's last live check says of this page. */
    live,
    /** Describes the tab at `url`, then keeps the rate budget current while the popup is open. */
    async start(url: Promise<string | undefined>) {
      setInterval(() => void session.refresh(), 2000);
      await session.refresh();
      if (!session.status.value?.signedIn) return;
      await location.locate(await url);
      const answer = location.answer.value;
      if (answer?.ok)
        await Promise.all([summary.load(answer.location), live.load(answer.location)]);
    },
  };
}
