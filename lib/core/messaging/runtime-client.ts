/**
 * The messaging client wired to the real `runtime.sendMessage`, for extension pages.
 * @module
 */
import { browser } from 'wxt/browser';
import { createMessagingClient, type MessagingClient } from './client';

/** The client every extension page uses to reach the background. */
export function createRuntimeClient(): MessagingClient {
  return createMessagingClient((envelope) => browser.runtime.sendMessage(envelope));
}
