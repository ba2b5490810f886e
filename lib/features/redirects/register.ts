/**
 * The redirects feature's registration: its messages (`redirect-messages`) and their handlers.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import { createRedirectHandlers, redirectMessages } from './redirect-messages';

/** What the redirects feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: redirectMessages,
  createHandlers: createRedirectHandlers,
  storedItems: ['local:slugMoves:*'],
});
