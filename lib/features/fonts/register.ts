/**
 * The fonts feature's registration: its messages (`font-messages`) and their handlers.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import { createFontHandlers, fontMessages } from './font-messages';

/** What the fonts feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: fontMessages,
  createHandlers: createFontHandlers,
});
