/**
 * The live-site feature's registration: its messages (`live-site-messages`), with handlers the
 * background builds over the site's audits.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';
import { liveSiteMessages, type LiveSiteHandlers } from './live-site-messages';

/** The live-site feature, as the composition root lists it. */
export const liveSiteFeature = defineFeature({
  messages: liveSiteMessages,
  createHandlers: ({ liveSite }: { liveSite: LiveSiteHandlers }) => liveSite,
});
