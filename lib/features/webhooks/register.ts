/**
 * The webhooks feature's registration: its messages (`webhook-messages`) and their handlers.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';
import { createWebhookHandlers, webhookMessages } from './webhook-messages';

/** The webhooks feature, as the composition root lists it. */
export const webhooksFeature = defineFeature({
  messages: webhookMessages,
  createHandlers: createWebhookHandlers,
});
