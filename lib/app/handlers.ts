/**
 * The background's implementation of the protocol map: each handler calls into the concern that
 * owns the answer.
 * @module
 */
import { t } from '../core/i18n/t';
import type { ClientRegistry } from '../core/auth/api-clients';
import { credentialForSite } from '../core/auth/credentials';
import type { Session } from '../core/auth/session';
import type { PageLocator } from '../core/locate/page-locator';
import { DEFAULT_ENDPOINTS, type Endpoints } from '../core/settings/defaults';
import type { EndpointOverrides } from '../core/settings/settings';
import { missingOAuthSettings, oauthNotConfiguredMessage } from '../core/settings/oauth-config';
import type { DraftHandlers } from '../core/drafts/draft-messages';
import type { JobHandlers } from '../core/jobs/job-messages';
import { createFontHandlers } from '../features/fonts/font-messages';
import { createWebhookHandlers } from '../features/webhooks/webhook-messages';
import type { SiteHandlers } from '../features/site/site-messages';
import { createBulkHandlers } from '../features/bulk/bulk-messages';
import { createRedirectHandlers } from '../features/redirects/redirect-messages';
import type { LiveSiteHandlers } from '../features/live-site/live-site-messages';
import {
  createCollectionLookup,
  type CollectionLookup,
} from '../features/collections/collection-lookup';
import { createCollectionHandlers } from '../features/collections/collection-messages';
import { listAssetFolders, listAssets, updateAsset } from '../core/api/assets';
import { allPages, getPage, type Page } from '../core/api/pages';
import { siblingsOf } from '../features/metadata/slug-rules';
import { publishTo, readPublishDestinations } from '../features/publish/destinations';
import { readLiveTab } from '../features/page-compare/read-live-tab';
import { clearPageSchema, readPageSchema } from '../features/schema/page-schema';
import { summarize } from '../features/schema/summary';
import { checkLivePage } from '../features/page-compare/live-check';
import { pendingPanelAction } from './stored-items';
import type { Handlers } from '../core/messaging/router';

/** What the handlers need from the background; injected so tests can supply their own. */
export interface HandlerDeps {
  version: string;
  session: Session;
  registry: ClientRegistry;
  locator: PageLocator;
  getEndpoints(): Promise<Endpoints>;
  setEndpointOverrides(overrides: EndpointOverrides): Promise<Endpoints>;
  drafts: DraftHandlers;
  jobs: JobHandlers;
  site: SiteHandlers;
  liveSite: LiveSiteHandlers;
  /** The collection lookups the locator shares; made here when not given. */
  collections?: CollectionLookup;
}

/** The options page's view of `endpoints`. */
const settingsView = (endpoints: Endpoints) => ({
  endpoints,
  defaults: DEFAULT_ENDPOINTS,
  oauthMissing: missingOAuthSettings(endpoints),
});

/** Builds the handlers of every message. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const clientFor = async (siteId: string) => {
    const client = await deps.registry.forSite(siteId);
    if (!client) throw new Error(t('msg_not_signed_in'));
    return client;
  };
  // The same choice `registry.forSite` makes, so a refusal names the credential that was used.
  const credentialKind = async (siteId: string) => (await credentialForSite(siteId))?.kind;
  const collections = deps.collections ?? createCollectionLookup({ clientFor, credentialKind });
  // A change of credentials or endpoints: what was looked up with the old ones is forgotten.
  const forget = () => {
    deps.locator.invalidate();
    collections.invalidate();
  };
  return {
    ...deps.drafts,
    ...deps.jobs,
    ...createFontHandlers({ clientFor, credentialKind }),
    ...createWebhookHandlers({ clientFor, credentialKind }),
    ...deps.site,
    ...createBulkHandlers({ clientFor }),
    ...createRedirectHandlers({ clientFor, getEndpoints: deps.getEndpoints }),
    ...deps.liveSite,
    ...createCollectionHandlers(collections),
    async getStatus() {
      const [accounts, signIn, rates] = await Promise.all([
        deps.session.accounts(),
        deps.session.signInState(),
        deps.registry.rates(),
      ]);
      return { version: deps.version, signedIn: accounts.length > 0, accounts, signIn, rates };
    },
    async signInWithKey(input) {
      const account = await deps.session.signInWithKey(input);
      forget();
      return account;
    },
    async signInWithOAuth(input) {
      // A build without a team's OAuth app must not send anyone to an authorization page.
      const missing = missingOAuthSettings(await deps.getEndpoints());
      if (missing.length > 0) throw new Error(oauthNotConfiguredMessage(missing));
      const account = await deps.session.signInWithOAuth(input);
      forget();
      return account;
    },
    async signOut(input) {
      const result = await deps.session.signOut(input);
      forget();
      return result;
    },
    getSettings: async () => settingsView(await deps.getEndpoints()),
    async saveSettings(overrides) {
      const endpoints = await deps.setEndpointOverrides(overrides);
      forget();
      return settingsView(endpoints);
    },
    siteOutline: async ({ siteId }) => (await deps.locator.outline(siteId)) ?? null,
    async pageSchema({ siteId, pageId, localeIds }) {
      return readPageSchema(await clientFor(siteId), siteId, pageId, localeIds);
    },
    async schemaSummary({ siteId, pageId, localeIds }) {
      const locales = await readPageSchema(await clientFor(siteId), siteId, pageId, localeIds);
      const { checkJsonLd, loadVocabulary } = await import('../jsonld');
      const vocabulary = await loadVocabulary();
      return summarize(locales, async (value) => {
        const found = checkJsonLd(value, { vocabulary }).diagnostics;
        return {
          errors: found.filter((d) => d.severity === 'error').length,
          warnings: found.filter((d) => d.severity === 'warning').length,
        };
      });
    },
    async checkLivePage({ tabId, siteId, pageId, localeId }) {
      const client = await clientFor(siteId);
      const [shown] = await readPageSchema(client, siteId, pageId, [localeId]);
      return checkLivePage(tabId, shown!);
    },
    async templateContext({ siteId, pageId, localeId, primary, tabId }) {
      const client = await clientFor(siteId);
      const [page, breadcrumbs, live] = await Promise.all([
        getPage(client, pageId, primary ? undefined : localeId),
        deps.locator.breadcrumbs(siteId, pageId, localeId),
        tabId === undefined ? undefined : readLiveTab(tabId),
      ]);
      const description = page.seo?.description || undefined;
      const ogImage = live?.ok ? live.page.ogImage : undefined;
      return {
        breadcrumbs,
        ...(description ? { description } : {}),
        ...(ogImage ? { ogImage } : {}),
      };
    },
    async pageMetadata({ siteId, pageId, localeId }) {
      const client = await clientFor(siteId);
      const locale = localeId ?? undefined;
      const page = await getPage(client, pageId, locale);
      const pages: Page[] = [];
      for await (const p of allPages(client, siteId, locale)) pages.push(p);
      return { page, siblings: siblingsOf(page, pages) };
    },
    async assetFolders({ siteId }) {
      const client = await clientFor(siteId);
      const [folders, all] = await Promise.all([
        listAssetFolders(client, siteId),
        listAssets(client, siteId, { limit: 1 }),
      ]);
      return { folders, siteTotal: all.pagination?.total ?? all.assets.length };
    },
    async listAssets({ siteId, ...query }) {
      const body = await listAssets(await clientFor(siteId), siteId, query);
      return { assets: body.assets, total: body.pagination?.total ?? body.assets.length };
    },
    async updateAsset({ siteId, assetId, localeId, ...update }) {
      return updateAsset(await clientFor(siteId), assetId, update, localeId);
    },
    async showLocaleInPanel({ localeId }) {
      await pendingPanelAction.setValue({ kind: 'show-locale', localeId, createdAt: Date.now() });
      return {};
    },
    async clearSchema({ siteId, pageId, localeId }) {
      return clearPageSchema(await clientFor(siteId), pageId, localeId);
    },
    async publishDestinations({ siteId }) {
      const { stagingSuffix } = await deps.getEndpoints();
      return readPublishDestinations(await clientFor(siteId), siteId, stagingSuffix);
    },
    async publishSite({ siteId, ...choice }) {
      const outcome = await publishTo(await clientFor(siteId), siteId, choice);
      deps.locator.invalidate(siteId);
      collections.invalidate();
      return outcome;
    },
    locatePage({ url, refresh }) {
      if (refresh) forget();
      return deps.locator.locateUrl(url);
    },
  };
}
