/**
 * The one protocol between the extension's pages (popup, side panel, options) and the background.
 * Each message names its request and response schema; the background's router validates every
 * request against it. UI code imports this module with `import type` only, so zod stays out of the
 * popup bundle. No response ever carries a credential.
 * @module
 */
import { z } from 'zod';
import type { AccountView as Account } from '../core/auth/credentials';
import type { RateView } from '../core/auth/api-clients';
import type { SignInState } from '../core/auth/session';
import type { LocationAnswer, SiteOutline } from '../core/locate/page-locator';
import type { LocaleSchema } from '../features/schema/page-schema';
import type { LocaleSummary } from '../features/schema/summary';
import type { Asset as ApiAsset, AssetFolder as ApiAssetFolder } from '../core/api/assets';
import type { Page as ApiPage } from '../core/api/pages';
import type { SiblingSlug } from '../features/metadata/slug-rules';
import type { LiveCheck } from '../features/page-compare/live-check';
import type { PublishDestinations, PublishOutcome } from '../features/publish/destinations';
import type { Endpoints } from '../core/settings/defaults';
import type { OAuthSetting } from '../core/settings/oauth-config';
import { draftMessages } from '../core/drafts/draft-messages';
import { fontMessages } from '../features/fonts/font-messages';
import { jobMessages } from '../core/jobs/job-messages';
import { webhookMessages } from '../features/webhooks/webhook-messages';
import { siteMessages } from '../features/site/site-messages';
import { bulkMessages } from '../features/bulk/bulk-messages';
import { redirectMessages } from '../features/redirects/redirect-messages';
import { liveSiteMessages } from '../features/live-site/live-site-messages';
import { collectionMessages } from '../features/collections/collection-messages';
import { endpointOverridesSchema } from '../core/settings/settings';

/** What the background tells the pages about the session. */
export interface Status {
  version: string;
  signedIn: boolean;
  accounts: Account[];
  signIn: SignInState;
  rates: RateView[];
}

/** Endpoint settings with the build's defaults, for the options page. */
export interface SettingsView {
  endpoints: Endpoints;
  defaults: Endpoints;
  /** What account sign-in still needs with these endpoints; empty when it can run. */
  oauthMissing: OAuthSetting[];
}

const empty = z.object({}).strict();
/** An object id as the service gives it (24 hex digits), with room for the real service's forms. */
const id = z.string().min(1).max(64);
const pageRef = { siteId: id, pageId: id };
/** Locales of a page in one request; null is the primary locale. */
const localeIds = z.array(id.nullable()).min(1).max(100);
const out = <T>() => z.custom<T>(() => true);

/** Every message: `request` is what a page sends, `response` what the background answers. */
export const protocol = {
  getStatus: { request: empty, response: out<Status>() },
  signInWithKey: {
    request: z.object({ key: z.string().trim().min(8).max(512), remember: z.boolean() }).strict(),
    response: out<Account>(),
  },
  signInWithOAuth: {
    request: z.object({ remember: z.boolean() }).strict(),
    response: out<Account>(),
  },
  signOut: {
    request: z.object({ accountId: z.string().optional() }).strict(),
    response: out<{ revoked: number; notRevoked: number }>(),
  },
  getSettings: { request: empty, response: out<SettingsView>() },
  saveSettings: { request: endpointOverridesSchema.strict(), response: out<SettingsView>() },
  locatePage: {
    request: z.object({ url: z.string().max(4096), refresh: z.boolean().optional() }).strict(),
    response: out<LocationAnswer>(),
  },
  siteOutline: {
    request: z.object({ siteId: id }).strict(),
    response: out<SiteOutline | null>(),
  },
  pageSchema: {
    request: z
      .object({
        ...pageRef,
        localeIds,
      })
      .strict(),
    response: out<LocaleSchema[]>(),
  },
  schemaSummary: {
    request: z
      .object({
        ...pageRef,
        localeIds,
      })
      .strict(),
    response: out<LocaleSummary[]>(),
  },
  checkLivePage: {
    request: z
      .object({
        tabId: z.number().int().nonnegative(),
        ...pageRef,
        localeId: id.nullable(),
      })
      .strict(),
    response: out<LiveCheck>(),
  },
  templateContext: {
    request: z
      .object({
        ...pageRef,
        localeId: id,
        primary: z.boolean(),
        tabId: z.number().int().nonnegative().optional(),
      })
      .strict(),
    response: out<{
      description?: string;
      ogImage?: string;
      breadcrumbs: { name: string; path: string }[];
    }>(),
  },
  pageMetadata: {
    request: z
      .object({
        ...pageRef,
        localeId: id.nullable(),
      })
      .strict(),
    response: out<{ page: ApiPage; siblings: SiblingSlug[] }>(),
  },
  assetFolders: {
    request: z.object({ siteId: id }).strict(),
    response: out<{ folders: ApiAssetFolder[]; siteTotal: number }>(),
  },
  listAssets: {
    request: z
      .object({
        siteId: id,
        folderId: id.optional(),
        localeId: id.optional(),
        offset: z.number().int().nonnegative(),
        limit: z.number().int().min(1).max(100),
      })
      .strict(),
    response: out<{ assets: ApiAsset[]; total: number }>(),
  },
  updateAsset: {
    request: z
      .object({
        siteId: id,
        assetId: id,
        localeId: id.optional(),
        altText: z.string().max(1000).optional(),
        displayName: z.string().min(1).max(256).optional(),
      })
      .strict(),
    response: out<ApiAsset>(),
  },
  showLocaleInPanel: {
    request: z.object({ localeId: id }).strict(),
    response: out<Record<string, never>>(),
  },
  clearSchema: {
    request: z
      .object({
        ...pageRef,
        localeId: id.nullable(),
      })
      .strict(),
    response: out<LocaleSchema>(),
  },
  /** The site's staging host and custom domains, each a place it can be published to. */
  publishDestinations: {
    request: z.object({ siteId: id }).strict(),
    response: out<PublishDestinations>(),
  },
  /** Publishes to exactly the chosen places; a 429 fails with `kind: 'rate-limited'`, `retryAt`. */
  publishSite: {
    request: z
      .object({ siteId: id, staging: z.boolean(), customDomainIds: z.array(id).max(100) })
      .strict()
      .refine((r) => r.staging || r.customDomainIds.length > 0, 'Choose at least one domain'),
    response: out<PublishOutcome>(),
  },
  ...draftMessages,
  ...jobMessages,
  ...fontMessages,
  ...webhookMessages,
  ...siteMessages,
  ...bulkMessages,
  ...redirectMessages,
  ...liveSiteMessages,
  ...collectionMessages,
} as const;

/** The protocol map's type. */
export type Protocol = typeof protocol;
/** A message's name. */
export type MessageType = keyof Protocol;
/** What a page sends with message `T`. */
export type RequestOf<T extends MessageType> = z.input<Protocol[T]['request']>;
/** The request of `T` as the handler receives it, after validation. */
export type ParsedRequestOf<T extends MessageType> = z.output<Protocol[T]['request']>;
/** What the background answers to message `T`. */
export type ResponseOf<T extends MessageType> = z.output<Protocol[T]['response']>;

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

/** The wire form of a message. */
export interface Envelope<T extends MessageType = MessageType> {
  type: T;
  data: RequestOf<T>;
}

/** Why the background refused or failed a message, in words a page can show. */
export interface ReplyError {
  code: 'bad-request' | 'failed';
  message: string;
  /** The failure's kind when it has one (an `ApiError` or `SignInError` kind). */
  kind?: string;
  /** When a rate-limit pause ends (epoch ms). */
  retryAt?: number;
}

/** The wire form of an answer. */
export type Reply<T extends MessageType = MessageType> =
  { ok: true; data: ResponseOf<T> } | { ok: false; error: ReplyError };
