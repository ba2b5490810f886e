/**
 * The redirects feature's registration: its messages (`redirect-messages`) and their handlers.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';
import { createRedirectHandlers, redirectMessages } from './redirect-messages';

/** The redirects feature, as the composition root lists it. */
export const redirectsFeature = defineFeature({
  messages: redirectMessages,
  createHandlers: createRedirectHandlers,
});
