/**
 * The fonts feature's registration: its messages (`font-messages`) and their handlers.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';
import { createFontHandlers, fontMessages } from './font-messages';

/** The fonts feature, as the composition root lists it. */
export const fontsFeature = defineFeature({
  messages: fontMessages,
  createHandlers: createFontHandlers,
});
