/**
 * The bulk feature's registration: its messages (`bulk-messages`) and their handlers.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';
import { bulkMessages, createBulkHandlers } from './bulk-messages';

/** The bulk feature, as the composition root lists it. */
export const bulkFeature = defineFeature({
  messages: bulkMessages,
  createHandlers: createBulkHandlers,
});
