/**
 * The live-site feature's registration: its messages (`live-site-messages`), with handlers the
 * background builds over the site's audits.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import { liveSiteMessages, type LiveSiteHandlers } from './live-site-messages';

/** What the live-site feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: liveSiteMessages,
  createHandlers: ({ liveSite }: { liveSite: LiveSiteHandlers }) => liveSite,
  storedItems: ['local:liveSite:*', 'local:liveItems:*', 'local:liveIndex:*'],
});
