/**
 * Builds the background's services from the browser's APIs: the features' background parts, the
 * per-credential clients, the session (sign-in and sign-out), the page locator, the drafts and
 * jobs (with every feature's draft kinds) and the message handlers.
 * @module
 */
import { browser } from 'wxt/browser';
import { createClientRegistry } from '../core/auth/api-clients';
import { credentialForSite, listCredentials } from '../core/auth/credentials';
import { createSession } from '../core/auth/session';
import { createPageLocator, type KnownSite } from '../core/locate/page-locator';
import { createHandlers } from './handlers';
import { loadFeatures } from '../core/messaging/registry';
import type { MessageMap } from '../core/messaging/message-map';
import { features } from './features';
import type { Handlers } from '../core/messaging/router';
import { getEndpoints, setEndpointOverrides } from '../core/settings/settings';
import { createSiteHandlers } from '../features/site/site-messages';
import { createLiveSiteHandlers } from '../features/live-site/live-site-messages';
import { auditFromSite } from '../features/live-site/audit-source';
import { createWork } from './work';
import { createCollectionLookup } from '../features/collections/collection-lookup';
import { describeItem } from '../features/collections/item-view';
import { t } from '../core/i18n/t';

async function knownSites(): Promise<KnownSite[]> {
  const sites = new Map<string, KnownSite>();
  for (const credential of await listCredentials()) {
    for (const site of credential.sites) sites.set(site.id, site);
  }
  return [...sites.values()];
}

/** The background, ready: the protocol its router validates against and the handlers. */
export interface Background {
  protocol: MessageMap;
  handlers: Handlers;
}

/** Loads every feature's background part and wires the handlers to real services. */
export async function startBackground(): Promise<Background> {
  const app = await loadFeatures(features);
  // A pause can only start after a request, by which time `work` exists.
  const registry = createClientRegistry({ onPause: (_id, until) => work.resumeAt(until) });
  // Every feature's draft kinds, from their registrations.
  const work = createWork((id) => registry.forSite(id), app.draftKinds);
  const session = createSession({
    registry,
    getEndpoints,
    identity: {
      getRedirectURL: (path) => browser.identity.getRedirectURL(path),
      launchWebAuthFlow: (details) => browser.identity.launchWebAuthFlow(details),
    },
  });
  const collections = createCollectionLookup({
    clientFor: async (siteId) => {
      const client = await registry.forSite(siteId);
      if (!client) throw new Error(t('msg_not_signed_in'));
      return client;
    },
    credentialKind: async (siteId) => (await credentialForSite(siteId))?.kind,
  });
  const locator = createPageLocator({
    sites: knownSites,
    clientFor: (siteId) => registry.forSite(siteId),
    hosts: getEndpoints,
    describeItem: (location) => describeItem(collections, location),
  });
  const site = createSiteHandlers({
    clientFor: (id) => registry.forSite(id),
    listDrafts: work.listDrafts,
    credentialKind: async (siteId) => (await credentialForSite(siteId))?.kind,
  });
  const handlers = createHandlers(app, {
    version: browser.runtime.getManifest().version,
    session,
    registry,
    locator,
    collections,
    getEndpoints,
    setEndpointOverrides,
    drafts: work.draftHandlers,
    jobs: work.jobHandlers,
    site,
    hasAccess: (origins) => browser.permissions.contains({ origins }),
    liveSite: createLiveSiteHandlers({
      audit: auditFromSite(site),
      clientFor: (id) => registry.forSite(id),
      hasAccess: (origins) => browser.permissions.contains({ origins }),
      stagingSuffix: async () => (await getEndpoints()).stagingSuffix,
    }),
  });
  return { protocol: app.protocol, handlers };
}
