/**
 * The site feature's registration: its messages (`site-messages`). The background builds their
 * handlers once, because the live check runs on the same audits.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import { siteMessages, type SiteHandlers } from './site-messages';

/** What the site feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: siteMessages,
  createHandlers: ({ site }: { site: SiteHandlers }) => site,
  storedItems: ['local:siteAudit:*'],
});
