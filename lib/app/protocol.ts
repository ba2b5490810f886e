/**
 * The one protocol between the extension's pages (popup, side panel, options) and the background.
 * Each feature registers its messages under its name (`assets.listAssets`; `lib/app/features.ts`
 * lists the features); the background's router validates every request against them. The pages
 * import this module's types only, and the schemas load with the features' background parts, so
 * zod stays out of the pages' bundles. No response ever carries a credential.
 * @module
 */
import { loadFeatures, type MessagesOf } from '../core/messaging/registry';
import { features } from './features';

/**
 * The protocol map's type: every feature's messages under its name; `request` is what a page
 * sends, `response` what the background answers.
 */
export type Protocol = MessagesOf<typeof features>;

/** Loads every feature's messages (the background's router, and tests). */
export async function loadProtocol(): Promise<Protocol> {
  return (await loadFeatures(features)).protocol;
}

declare module '../core/messaging/wire' {
  interface Register {
    messages: Protocol;
  }
}

export type {
  Envelope,
  MessageType,
  ParsedRequestOf,
  Reply,
  ReplyError,
  RequestOf,
  ResponseOf,
} from '../core/messaging/wire';
