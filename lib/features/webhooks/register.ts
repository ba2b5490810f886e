/**
 * The webhooks feature's registration: its messages (`webhook-messages`) and their handlers.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import { createWebhookHandlers, webhookMessages } from './webhook-messages';

/** What the webhooks feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: webhookMessages,
  createHandlers: createWebhookHandlers,
});
