/**
 * The options page's state: the session and settings, and the features' settings sections of a
 * site (the whole-site grid, custom fonts, webhooks) addressed by the page's hash. A section's model
 * and code load when it is first shown; its data loads each time it is shown.
 * @module
 */
import { effect, signal, untracked } from '@preact/signals';
import type { HostAccess } from '../../core/model/host-access';
import type { MessagingClient } from '../../core/messaging/client';
import { lazyModel, type LazyModel } from '../../core/model/lazy-model';
import {
  settingsSectionsOf,
  type SettingsSectionModel,
  type SettingsSectionSpec,
} from '../../core/model/contributions';
import { createSessionModel } from '../../features/account/model/session-model';
import { createSettingsModel } from '../../features/account/model/settings-model';
import { features } from '../features';
import { siteRoute, siteRouteHash, type SiteRoute } from './site-route';

/** What the options page's models need from its page. */
export interface OptionsDeps {
  client: MessagingClient;
  requestOrigins: (origins: string[]) => Promise<boolean>;
  /** Host permissions, for the object store font files go to and the live site. */
  hostAccess?: HostAccess;
  /** Reads and sets the page's hash. */
  hash: { get(): string; set(hash: string): void };
  /** The site's sections; by default every listed feature's. */
  sections?: readonly SettingsSectionSpec[];
}

/** A settings section and its model. */
export interface SectionEntry {
  spec: SettingsSectionSpec;
  model: LazyModel<SettingsSectionModel>;
}

/** Creates the options page's models; call `route.value = …` on hash changes via `followHash`. */
export function createOptionsModel({
  client,
  requestOrigins,
  hostAccess,
  hash,
  ...deps
}: OptionsDeps) {
  const specs = deps.sections ?? settingsSectionsOf(features);
  const ids = specs.map((s) => s.id);
  const sections: SectionEntry[] = specs.map((spec) => ({
    spec,
    model: lazyModel(async () => (await spec.model())({ client, hostAccess })),
  }));
  const byId = (id: string) => sections.find((s) => s.spec.id === id);
  const route = signal<SiteRoute | null>(siteRoute(hash.get(), ids));
  // Only the route is followed: what opening a view reads must not re-run this.
  effect(() => {
    const at = route.value;
    const shown = at?.siteId ? byId(at.section) : undefined;
    if (at && shown) {
      untracked(
        () =>
          void shown.model.get().then(
            (m) => m.open(at.siteId),
            () => undefined,
          ),
      );
    }
  });
  return {
    session: createSessionModel(client),
    settings: createSettingsModel(client, requestOrigins),
    /** The features' sections of a site, in order. */
    sections,
    byId,
    /** The site view shown, or null for the settings. */
    route,
    /** Re-reads the hash (on `hashchange`). */
    followHash() {
      route.value = siteRoute(hash.get(), ids);
    },
    /** Shows `section` of `siteId`. */
    go(siteId: string, section: string = route.value?.section ?? ids[0] ?? '') {
      hash.set(siteRouteHash(siteId, section, ids));
      route.value = { siteId, section };
    },
    /** Loads the shown section again, after it failed. */
    retry() {
      route.value = route.value && { ...route.value };
    },
  };
}

/** The options page's models. */
export type OptionsModel = ReturnType<typeof createOptionsModel>;
