/**
 * The one protocol between the extension's pages (popup, side panel, options) and the background.
 * Each feature registers its messages (request and response schemas; `lib/app/features.ts` lists
 * the features); the background's router validates every request against them. UI code imports
 * this module with `import type` only, so zod stays out of the popup bundle. No response ever
 * carries a credential.
 * @module
 */
import { mergeMessages } from '../core/messaging/registry';
import { features } from './features';

export type { SettingsView, Status } from '../features/account/session-messages';

/**
 * Every message, merged from the features' registrations: `request` is what a page sends,
 * `response` what the background answers.
 */
export const protocol = mergeMessages(features);

/** The protocol map's type. */
export type Protocol = typeof protocol;

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

/*
 * What the pages show, as the protocol's answers carry it, each named by its feature from its own
 * messages. Views take these types from here, never from `lib/core/api` or `lib/core/auth`, so a
 * view cannot come to depend on the service's client; a feature's models take them from their room.
 */
export type { AccountView } from '../features/account/session-messages';
export type { Asset, AssetFolder } from '../features/assets/register';
export type { CustomFont, FontAxis, FontUpload } from '../features/fonts/font-messages';
export type { Page } from '../features/metadata/register';
export type { RedirectPlanView } from '../features/redirects/redirect-plan';
export type { HostRedirectCheck as RedirectCheck } from '../features/redirects/redirect-messages';
export type { WebhookView } from '../features/webhooks/webhook-messages';
