/**
 * The options page's state: the session and settings, and its site views (the whole-site grid,
 * custom fonts, webhooks) addressed by the page's hash. A view's data loads when it is shown.
 * @module
 */
import { effect, signal, untracked } from '@preact/signals';
import type { HostAccess } from '../../features/fonts/upload-access';
import type { MessagingClient } from '../../core/messaging/client';
import {
  siteRoute,
  siteRouteHash,
  type SiteRoute,
  type SiteSection,
} from '../../features/site/route';
import { createFontsModel } from '../../features/fonts/model/fonts-model';
import { createSessionModel } from '../../features/account/model/session-model';
import { createSettingsModel } from '../../features/account/model/settings-model';
import { createSiteBulk } from '../../features/site/model/site-bulk';
import { createSiteModel } from '../../features/site/model/site-model';
import { createLiveSiteModel } from '../../features/live-site/model/live-site-model';
import { createWebhooksModel } from '../../features/webhooks/model/webhooks-model';

/** What the options page's models need from its page. */
export interface OptionsDeps {
  client: MessagingClient;
  requestOrigins: (origins: string[]) => Promise<boolean>;
  /** Host permissions, for the object store font files go to. */
  hostAccess?: HostAccess;
  /** Reads and sets the page's hash. */
  hash: { get(): string; set(hash: string): void };
}

/** Creates the options page's models; call `route.value = …` on hash changes via `followHash`. */
export function createOptionsModel({ client, requestOrigins, hostAccess, hash }: OptionsDeps) {
  const site = createSiteModel(client);
  const siteLive = createLiveSiteModel({ client, grid: site, hostAccess });
  const fonts = createFontsModel({ client, hostAccess });
  const webhooks = createWebhooksModel(client);
  const route = signal<SiteRoute | null>(siteRoute(hash.get()));
  const open: Record<SiteSection, (siteId: string) => unknown> = {
    grid: (id) => Promise.all([site.open(id), siteLive.open(id)]),
    fonts: (id) => fonts.open(id),
    webhooks: (id) => webhooks.open(id),
  };
  // Only the route is followed: what opening a view reads must not re-run this.
  effect(() => {
    const at = route.value;
    if (at?.siteId) untracked(() => void open[at.section](at.siteId));
  });
  return {
    session: createSessionModel(client),
    settings: createSettingsModel(client, requestOrigins),
    site,
    siteBulk: createSiteBulk(client, site, hostAccess),
    /** The live check of the site the grid shows. */
    siteLive,
    fonts,
    webhooks,
    /** The site view shown, or null for the settings. */
    route,
    /** Re-reads the hash (on `hashchange`). */
    followHash() {
      route.value = siteRoute(hash.get());
    },
    /** Shows `section` of `siteId`. */
    go(siteId: string, section: SiteSection = route.value?.section ?? 'grid') {
      hash.set(siteRouteHash(siteId, section));
      route.value = { siteId, section };
    },
  };
}

/** The options page's models. */
export type OptionsModel = ReturnType<typeof createOptionsModel>;
