/**
 * The one protocol between the extension's pages (popup, side panel, options) and the background.
 * Each feature registers its messages (request and response schemas; `lib/app/features.ts` lists
 * the features); the background's router validates every request against them. UI code imports
 * this module with `import type` only, so zod stays out of the popup bundle. No response ever
 * carries a credential.
 * @module
 */
import { mergeMessages } from '../core/messaging/registry';
import type { ResponseOf } from '../core/messaging/wire';
import { features } from './features';

export type { SettingsView, Status } from './session-messages';

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
 * What the pages show, as the protocol's answers carry it. Views and models take these types from
 * here, never from `lib/core/api` or `lib/core/auth`, so a view cannot come to depend on the service's client.
 */
/** A page with its metadata in one locale (`pageMetadata`). */
export type Page = ResponseOf<'pageMetadata'>['page'];
/** An asset with its alt text in one locale. */
export type Asset = ResponseOf<'updateAsset'>;
/** An asset folder of a site. */
export type AssetFolder = ResponseOf<'assetFolders'>['folders'][number];
/** A custom font of a site; `axes` is empty for a static font. */
export type CustomFont = ResponseOf<'listFonts'>[number];
/** One variation axis of a variable font. */
export type FontAxis = NonNullable<CustomFont['axes']>[number];
/** Where and how to send a font's file, as the upload handshake answers. */
export type FontUpload = ResponseOf<'startFontUpload'>['upload'];
/** The redirect plan of a page's or a site's recorded slug moves. */
export type RedirectPlanView = ResponseOf<'redirectPlan'>;
/** One redirect checked on the live site. */
export type RedirectCheck = ResponseOf<'verifyRedirects'>['checks'][number];
/** A webhook as the pages see it: never its signing secret. */
export type WebhookView = ResponseOf<'listWebhooks'>[number];
/** A signed-in account as the pages see it: never its credential. */
export type AccountView = ResponseOf<'signInWithKey'>;
