/**
 * Builds the background's services from the browser's APIs: the per-credential clients, the
 * session (sign-in and sign-out), the page locator and the message handlers.
 * @module
 */
import { browser } from 'wxt/browser';
import { createClientRegistry } from '../core/auth/api-clients';
import { credentialForSite, listCredentials } from '../core/auth/credentials';
import { createSession } from '../core/auth/session';
import { createPageLocator, type KnownSite } from '../core/locate/page-locator';
import { createHandlers } from './handlers';
import type { Handlers } from '../core/messaging/router';
import { getEndpoints, setEndpointOverrides } from '../core/settings/settings';
import { createSiteHandlers } from '../features/site/site-messages';
import { createLiveSiteHandlers } from '../features/live-site/live-site-messages';
import { auditFromSite } from '../features/live-site/audit-source';
import { createWork } from './work';
import { schemaDraftKind } from '../features/schema/draft-kind';
import { metadataDraftKind } from '../features/metadata/draft-kind';
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

/** The message handlers, wired to real services. */
export function createBackgroundHandlers(): Handlers {
  // A pause can only start after a request, by which time `work` exists.
  const registry = createClientRegistry({ onPause: (_id, until) => work.resumeAt(until) });
  // The draft kinds, until the features' registrations list them.
  const work = createWork((id) => registry.forSite(id), [schemaDraftKind, metadataDraftKind]);
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
  return createHandlers({
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
    liveSite: createLiveSiteHandlers({
      audit: auditFromSite(site),
      clientFor: (id) => registry.forSite(id),
      hasAccess: (origins) => browser.permissions.contains({ origins }),
      stagingSuffix: async () => (await getEndpoints()).stagingSuffix,
    }),
  });
}
