/**
 * What the account feature gives the background: the session, settings and location messages.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import { createSessionHandlers, sessionMessages } from './session-messages';

/** What the account feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: sessionMessages,
  createHandlers: createSessionHandlers,
});
