/**
 * The background's implementation of the protocol map: every feature's handlers, built from what
 * the background gives them, once the features' background parts are loaded.
 * @module
 */
import { t } from '../core/i18n/t';
import type { ClientRegistry } from '../core/auth/api-clients';
import { credentialForSite } from '../core/auth/credentials';
import type { Session } from '../core/auth/session';
import type { PageLocator } from '../core/locate/page-locator';
import type { Endpoints } from '../core/settings/defaults';
import type { EndpointOverrides } from '../core/settings/settings';
import type { DraftHandlers } from '../core/drafts/draft-messages';
import type { JobHandlers } from '../core/jobs/job-messages';
import type { LoadedFeatures } from '../core/messaging/registry';
import type { Handlers } from '../core/messaging/router';
import type { SiteHandlers } from '../features/site/site-messages';
import type { LiveSiteHandlers } from '../features/live-site/live-site-messages';
import {
  createCollectionLookup,
  type CollectionLookup,
} from '../features/collections/collection-lookup';
import { clearWriteRefusals } from '../features/collections/write-refusals';
import type { features } from './features';

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
  /** `permissions.contains({ origins })`: whether the extension may read a host. */
  hasAccess(origins: string[]): Promise<boolean>;
  /** The collection lookups the locator shares; made here when not given. */
  collections?: CollectionLookup;
}

/** The features' background parts, loaded: their messages, handlers, draft kinds, stored items. */
export type LoadedApp = LoadedFeatures<typeof features>;

/** Builds the handlers of every message of `app`. */
export function createHandlers(app: LoadedApp, deps: HandlerDeps): Handlers {
  const clientFor = async (siteId: string) => {
    const client = await deps.registry.forSite(siteId);
    if (!client) throw new Error(t('msg_not_signed_in'));
    return client;
  };
  // The same choice `registry.forSite` makes, so a refusal names the credential that was used.
  const credentialKind = async (siteId: string) => (await credentialForSite(siteId))?.kind;
  const credentialScopes = async (siteId: string) => (await credentialForSite(siteId))?.scopes;
  const collections = deps.collections ?? createCollectionLookup({ clientFor, credentialKind });
  return app.createHandlers({
    ...deps,
    clientFor,
    credentialKind,
    credentialScopes,
    collections,
    // A change of credentials or endpoints: what was looked up with the old ones is forgotten.
    forget() {
      deps.locator.invalidate();
      collections.invalidate();
      clearWriteRefusals();
    },
    forgetSite(siteId: string) {
      deps.locator.invalidate(siteId);
      collections.invalidate();
    },
  });
}
