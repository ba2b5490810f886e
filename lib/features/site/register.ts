/**
 * The site feature's registration: its messages (`site-messages`). The background builds their
 * handlers once, because the live check runs on the same audits.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';
import { siteMessages, type SiteHandlers } from './site-messages';

/** The site feature, as the composition root lists it. */
export const siteFeature = defineFeature({
  messages: siteMessages,
  createHandlers: ({ site }: { site: SiteHandlers }) => site,
});
