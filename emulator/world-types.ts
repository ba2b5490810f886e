/** Scopes the emulator knows (the real service's list). */
export const ALL_SCOPES = [
  'authorized_user:read',
  'assets:read',
  'assets:write',
  'cms:read',
  'cms:write',
  'comments:read',
  'comments:write',
  'custom_code:read',
  'custom_code:write',
  'ecommerce:read',
  'ecommerce:write',
  'forms:read',
  'forms:write',
  'pages:read',
  'pages:write',
  'components:read',
  'components:write',
  'sites:read',
  'sites:write',
  'users:read',
  'users:write',
  'site_activity:read',
  'workspace:read',
  'workspace:write',
  'site_config:read',
  'site_config:write',
] as const;

/** A workspace owns sites and OAuth authorizations. */
export interface Workspace {
  id: string;
  displayName: string;
}

/** The user who approves OAuth requests and publishes. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  workspaceId: string;
}

/** A registered OAuth application (spec 2.1). */
export interface OAuthApp {
  id: string;
  clientId: string;
  clientSecret: string;
  name: string;
  description: string;
  homepage: string;
  redirectUrl: string;
  scopes: string[];
  workspaceId: string;
}

/** An authorization code issued by the consent page. */
export interface AuthCode {
  code: string;
  clientId: string;
  /** The redirect_uri sent on authorize, which the exchange must repeat; null when none was sent. */
  redirectUri: string | null;
  scopes: string[];
  workspaceId: string;
  userId: string;
  issuedAt: number;
  usedAt: number | null;
}

/** An OAuth access token (stored under its token string). */
export interface AccessToken {
  id: string;
  token: string;
  clientId: string;
  /** The code it was exchanged for, so re-use of that code can revoke it. */
  code: string;
  scopes: string[];
  workspaceId: string;
  userId: string;
  createdAt: number;
  lastUsed: number | null;
  revoked: boolean;
}

/** A per-site API key made "in the site's settings" (stored under its token string). */
export interface SiteKey {
  id: string;
  token: string;
  siteId: string;
  scopes: string[];
  createdAt: number;
  revoked: boolean;
}

/** A site locale (real Locale object). */
export interface Locale {
  id: string;
  cmsLocaleId: string;
  enabled: boolean;
  displayName: string;
  displayImageId: string | null;
  redirect: boolean;
  subdirectory: string;
  tag: string;
}

/** A custom domain of a site. */
export interface CustomDomain {
  id: string;
  url: string;
  lastPublished: string | null;
}

/** Plan settings that change behaviour. */
export interface SitePlan {
  /** Requests per minute per credential; null = the emulator's default. */
  rateLimit: number | null;
  /** Whether secondary locales may have their own slugs (the Localization add-on). */
  localizedSlugs: boolean;
  /** Enterprise: the 301-redirect endpoints answer (403 `not_enterprise_plan_site` otherwise). */
  enterprise: boolean;
}

/** A 301 redirect of a site: `fromUrl` and `toUrl` are site paths (`/old-page`). */
export interface Redirect {
  id: string;
  siteId: string;
  fromUrl: string;
  toUrl: string;
  createdOn: string;
}

/** One group of a site's robots.txt rules (the `robots_txt` API's shape, notes §13.2). */
export interface RobotsRule {
  userAgent: string;
  allows: string[];
  disallows: string[];
}

/**
 * A site's robots.txt rules; absent, every published host serves the platform's default (allow
 * all, the host's own sitemap). `sitemap` is an absolute URL, or a site path (`/sitemap.xml`)
 * that each host resolves on its own origin.
 */
export interface SiteRobots {
  rules: RobotsRule[];
  sitemap: string | null;
}

/** Robots directives of a page or item: a `<meta name="robots">` and/or an `X-Robots-Tag` header. */
export interface RobotsDirectives {
  meta?: string;
  header?: string;
}

/** A site. */
export interface Site {
  id: string;
  workspaceId: string;
  createdOn: string;
  displayName: string;
  shortName: string;
  lastPublished: string | null;
  lastUpdated: string;
  previewUrl: string;
  timeZone: string;
  parentFolderId: string | null;
  customDomains: CustomDomain[];
  locales: { primary: Locale; secondary: Locale[] };
  dataCollectionEnabled: boolean;
  dataCollectionType: 'always' | 'optOut' | 'disabled';
  plan: SitePlan;
  /** Emulator ms of the last successful publish, for the 1-per-minute limit. */
  lastPublishAt: number | null;
  /** robots.txt rules (the `robots_txt` API); they take effect at once, like redirects. */
  robots?: SiteRobots;
  /**
   * Whether the staging host may be indexed (absent: true). False: the staging host alone serves
   * `Disallow: /` and a noindex meta on every page — a site setting the real API does not expose.
   */
  stagingIndexing?: boolean;
  /** A hand-written sitemap served as-is on every published host instead of the generated one. */
  customSitemap?: string;
  /**
   * Emulator fault: URLs appended to the generated sitemap — site paths (on the serving host) or
   * absolute URLs (an emulated host without a port takes the request's scheme and port).
   */
  sitemapExtra?: string[];
}

/** What kind of page a page is; drives the slug rules. */
export type PageKind = 'home' | 'static' | 'utility' | 'collection-template';

/** A page folder (pages' parentId points at one). */
export interface PageFolder {
  id: string;
  siteId: string;
  parentId: string | null;
  title: string;
  slug: string;
  /** The demo seed's name for the folder. */
  seedKey?: string;
}

/** The localizable metadata of a page in one locale. */
export interface PageContent {
  title: string;
  slug: string;
  seo: { title: string; description: string };
  openGraph: {
    title: string;
    titleCopied: boolean;
    description: string;
    descriptionCopied: boolean;
  };
  /** Paragraphs of visible text on the published page. */
  body: string[];
  lastUpdated: string;
}

/** The item fields (by slug) a template page's item pages take their SEO values from. */
export interface ItemSeoFields {
  /** Feeds `<title>` and `og:title` (the value, then ` | {site name}`). */
  title: string;
  /** Feeds the meta description and `og:description`; null = none. */
  description: string | null;
  /** An Image field whose `url` feeds `og:image` (and `alt`, `og:image:alt`); null = none. */
  ogImage: string | null;
}

/** A page with its metadata per locale (keyed by locale id; the primary is always present). */
export interface PageRecord {
  id: string;
  siteId: string;
  kind: PageKind;
  utility: '404' | 'password' | 'search' | null;
  parentId: string | null;
  collectionId: string | null;
  createdOn: string;
  archived: boolean;
  draft: boolean;
  content: Record<string, PageContent>;
  /**
   * On a collection template page: which item fields feed each item page's `<title>`, meta
   * description and `og:image` — a template setting the real API does not expose (notes §13.1).
   */
  itemSeo?: ItemSeoFields;
  /** The demo seed's name for the page (fixtures list pages by it); absent on pages made later. */
  seedKey?: string;
  /** Robots meta and/or `X-Robots-Tag` on the page in every locale (page settings, not in the API). */
  robots?: RobotsDirectives;
  /** Password-protected: the page answers 401 with the password form (a page setting). */
  password?: boolean;
  /** Left out of the generated sitemap by the page's settings (not in the API). */
  sitemapExcluded?: boolean;
}

/** Stored schema markup of one page in one locale. */
export interface SchemaMarkup {
  /** The text as stored (JSON text, or the legacy multi-block script text). */
  raw: string;
  /** The parsed object; null for legacy values that are not one JSON-LD object. */
  value: Record<string, unknown> | null;
  lastUpdated: string;
}

/** A field of a collection (real Field object). */
export interface CollectionField {
  id: string;
  isRequired: boolean;
  isEditable: boolean;
  type: string;
  slug: string;
  displayName: string;
  helpText: string | null;
  validations: Record<string, unknown> | null;
}

/** A CMS collection of a site; `templatePageId` names its template page, if it has one. */
export interface Collection {
  id: string;
  siteId: string;
  displayName: string;
  singularName: string;
  slug: string;
  createdOn: string;
  lastUpdated: string;
  fields: CollectionField[];
  templatePageId: string | null;
  /** The demo seed's name for the collection. */
  seedKey?: string;
}

/** An item's field values in one CMS locale (`name` and `slug` always present). */
export type ItemFields = Record<string, unknown> & { name: string; slug: string };

/** When an item was last changed and last published, in one CMS locale. */
export interface ItemTimes {
  lastUpdated: string;
  lastPublished: string | null;
  /** `lastUpdated` of the published version (what `items/live` answers); absent: `lastUpdated`. */
  liveLastUpdated?: string;
}

/**
 * A CMS item with its field values per CMS locale id (`cmsLocaleId`, not the locale's `id`). It is
 * live (on the published site and in `items/live`) once published and neither draft nor archived.
 */
export interface CollectionItem {
  id: string;
  collectionId: string;
  createdOn: string;
  lastUpdated: string;
  lastPublished: string | null;
  isArchived: boolean;
  isDraft: boolean;
  /** The staged field values per CMS locale id (what `items` answers). */
  fieldData: Record<string, ItemFields>;
  /**
   * The published field values per CMS locale id, only where they differ from `fieldData`: a
   * staged write first copies what is live here, and publishing that locale drops the copy.
   */
  liveFieldData?: Record<string, ItemFields>;
  /**
   * Per CMS locale id, once the API wrote or published the item in some locale: each locale's
   * own `lastUpdated` / `lastPublished` (absent: the item's).
   */
  localeTimes?: Record<string, ItemTimes>;
  /**
   * CMS locale ids whose version of the item is not published (a draft in that locale only): no
   * row in `items/live` for them, no item page in that locale.
   */
  unpublishedIn?: string[];
  /**
   * Emulator fault: the slug the published site serves the item at, per CMS locale id, where it is
   * not the item's `slug` — so its address from `items/live` answers 404.
   */
  servedSlugs?: Record<string, string>;
  /**
   * Emulator fault: the template's JSON-LD embed is hidden on this item's page (as by a
   * conditional visibility bound to one of its fields), so the page has no JSON-LD.
   */
  markupHidden?: boolean;
  /** Robots meta and/or `X-Robots-Tag` on the item's page in every locale (not in the API). */
  robots?: RobotsDirectives;
  /** Left out of the generated sitemap (an item setting the API does not show). */
  sitemapExcluded?: boolean;
}

/** The state of a site as of one publish target's last publish, served by the published-site host. */
export interface PublishedSnapshot {
  publishedAt: string;
  pages: PageRecord[];
  folders: PageFolder[];
  /** Keyed like `World.schemaMarkup`. */
  schemaMarkup: Record<string, SchemaMarkup>;
}

/** An asset variant (real shape). */
export interface AssetVariant {
  hostedUrl: string;
  originalFileName: string;
  displayName: string;
  format: string;
  width: number;
  height: number | null;
  quality: number;
  error: string | null;
}

/** An asset; `altText` per locale id (primary under its own id). */
export interface Asset {
  id: string;
  siteId: string;
  folderId: string | null;
  contentType: string;
  size: number;
  hostedUrl: string;
  originalFileName: string;
  displayName: string;
  createdOn: string;
  lastUpdated: string;
  variants: AssetVariant[];
  altText: Record<string, string | null>;
  fileHash: string | null;
  /** False until the upload handshake completed. */
  uploaded: boolean;
}

/** An asset folder. */
export interface AssetFolder {
  id: string;
  siteId: string;
  displayName: string;
  parentFolder: string | null;
  createdOn: string;
  lastUpdated: string;
}

/** A variable-font axis. */
export interface FontAxis {
  tag: string;
  name?: string;
  min: number;
  max: number;
  defaultValue: number;
}

/** A custom font. */
export interface CustomFont {
  id: string;
  siteId: string;
  fontFamily: string;
  format: 'woff2' | 'woff' | 'truetype' | 'opentype' | 'embedded-opentype' | 'svg';
  fileName: string;
  weight: number;
  italic: boolean;
  fontDisplay: 'auto' | 'block' | 'swap' | 'fallback' | 'optional';
  axes: FontAxis[];
  hostedUrl: string;
  fileHash: string;
  /** Pending until the object store accepted the file. */
  status: 'pending' | 'live';
  createdOn: string;
  lastUpdated: string;
}

/** An upload the emulated object store expects (fonts, assets). */
export interface PendingUpload {
  id: string;
  /** `font-file` replaces the file of an existing font (PUT …/file). */
  kind: 'font' | 'asset' | 'font-file';
  targetId: string;
  siteId: string;
  fields: Record<string, string>;
  fileHash: string;
  contentType: string;
  expiresAt: number;
  /** The file a `font-file` upload brings in. */
  replacement?: { fileName: string; axes: FontAxis[] };
}

/** How deliveries of a webhook are signed. */
export type WebhookSigning =
  { kind: 'client-secret'; clientId: string } | { kind: 'secret-key' } | { kind: 'none' };

/** A webhook registration. */
export interface Webhook {
  id: string;
  siteId: string;
  workspaceId: string;
  triggerType: string;
  url: string;
  filter: { name: string } | null;
  createdOn: string;
  lastTriggered: string | null;
  secretKey: string | null;
  signing: WebhookSigning;
  active: boolean;
  consecutiveFailures: number;
}

/** One attempt to deliver a webhook. */
export interface DeliveryAttempt {
  at: number;
  status: number | null;
  error: string | null;
  /** 1 for the first attempt, 2–4 for the retries. */
  number: number;
  /** The `x-service-timestamp` sent, or null when the webhook is unsigned. */
  timestamp: string | null;
  outcome: 'captured' | 'failed';
  durationMs: number;
}

/** A delivery of one event to one webhook. */
export interface Delivery {
  id: string;
  webhookId: string;
  siteId: string;
  url: string;
  createdAt: number;
  triggerType: string;
  body: string;
  headers: Record<string, string>;
  state: 'pending' | 'captured' | 'failed';
  attempts: DeliveryAttempt[];
  nextAttemptAt: number | null;
}

/** An e-mail the service "sent" (e.g. webhook deactivated). */
export interface OutboxEmail {
  id: string;
  at: number;
  to: string;
  subject: string;
  text: string;
}

/** The whole emulated world; plain JSON so `--state` can persist it. */
export interface World {
  seed: 'demo' | 'empty' | 'large-items';
  workspaces: Record<string, Workspace>;
  users: Record<string, User>;
  oauthApps: Record<string, OAuthApp>;
  codes: Record<string, AuthCode>;
  tokens: Record<string, AccessToken>;
  siteKeys: Record<string, SiteKey>;
  sites: Record<string, Site>;
  pageFolders: Record<string, PageFolder>;
  pages: Record<string, PageRecord>;
  /** Keyed by `schemaKey(pageId, localeId)`. */
  schemaMarkup: Record<string, SchemaMarkup>;
  collections: Record<string, Collection>;
  collectionItems: Record<string, CollectionItem>;
  /** By site id: the staging subdomain (`{shortName}.localhost`) as of its last publish. */
  published: Record<string, PublishedSnapshot>;
  /** By custom-domain id: that domain as of its last publish (each target is published apart). */
  publishedDomains: Record<string, PublishedSnapshot>;
  assets: Record<string, Asset>;
  assetFolders: Record<string, AssetFolder>;
  customFonts: Record<string, CustomFont>;
  uploads: Record<string, PendingUpload>;
  webhooks: Record<string, Webhook>;
  /** 301 redirects by id; they take effect on the published hosts at once (no publish needed). */
  redirects: Record<string, Redirect>;
  deliveries: Record<string, Delivery>;
  outbox: OutboxEmail[];
}
