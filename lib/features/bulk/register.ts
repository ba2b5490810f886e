/**
 * The bulk feature's registration: its messages (`bulk-messages`) and their handlers.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import { bulkMessages, createBulkHandlers } from './bulk-messages';

/** What the bulk feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: bulkMessages,
  createHandlers: createBulkHandlers,
});
