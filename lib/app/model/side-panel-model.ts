/**
 * The side panel's state: the session, the page of the tab it describes, the Schema tab (loaded
 * whenever the located page changes) and "Add schema…" (started when the context menu asked for
 * it and the page's markup is loaded). Every other tab is a feature's contribution (`tabsOf` the
 * listed features): its model, and the code under it, is made when the tab is first shown. A tab whose page was located before opens on the last status and
 * location (the view cache the popup shares) and on the markup last read for that page, so the
 * editor shows it while the page is located and its markup read again.
 * @module
 */
import { effect, signal, type Signal } from '@preact/signals';
import type { DraftRescue } from '../../core/drafts/rescue';
import type { HostAccess } from '../../core/model/host-access';
import type { MessagingClient } from '../../core/messaging/client';
import type { PanelAction } from '../../features/menus/panel-action';
import { createLocationModel } from '../../core/model/location-model';
import { createPanelPending } from './panel-pending';
import { createPageToolsModel } from '../../features/page-compare/model/page-tools-model';
import { createSchemaModel, type Check } from '../../features/schema/model/schema-model';
import type { HiddenReasons } from '../../features/live-site/model/page-index-model';
import { createSessionModel } from '../../features/account/model/session-model';
import { lazyCollection } from '../../features/collections/model/lazy-collection';
import { readViewCache, writeViewCache } from './view-cache';
import { hostPatternOf } from '../../core/settings/host-pattern';
import { tabShowsOn, tabsOf, type PanelTabSpec } from '../../core/model/contributions';
import type { PageLocation } from '../../core/locate/page-locator';
import type { SiteTabModel } from '../../features/site/model/panel-tab';
import { features } from '../features';
import { createPanelTabs } from './panel-tabs';

/** What the side panel's models need from its page. */
export interface SidePanelDeps {
  client: MessagingClient;
  check: Check;
  pending: Signal<PanelAction | null>;
  clearPending: () => Promise<void>;
  /** Where a closing panel keeps edits not yet stored (the page's `localStorage`). */
  rescue?: DraftRescue;
  /** Host permissions: the object store font files go to, the live site redirects are checked on. */
  hostAccess?: HostAccess;
  /** Where the last view and markup are kept between openings (the extension's `localStorage`). */
  cache?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The tabs after the Schema tab; by default every listed feature's. */
  tabs?: readonly PanelTabSpec[];
}

/** The Schema tab: the panel's home, made with the panel (the other tabs are features'). */
export const HOME_TAB = 'schema';
/** The tab "Check what went live" shows. */
const SITE_TAB = 'site';

/** Creates the side panel's models. */
export function createSidePanelModel(deps: SidePanelDeps) {
  const { client } = deps;
  // Read once, before this panel writes its own: the last status paints at once, as in the popup,
  // so the Schema tab need not wait for the background's answer.
  const lastView = deps.cache ? readViewCache(deps.cache) : {};
  const session = createSessionModel(client, lastView.status);
  const location = createLocationModel(client);
  const schema = createSchemaModel({
    client,
    check: deps.check,
    rescue: deps.rescue,
    cache: deps.cache,
  });
  const collection = lazyCollection(client);
  effect(() => schema.setTemplate(collection.model.value?.reach.value));
  const tools = createPageToolsModel(client, {
    onCheckLive: (host, origin) => checkWhatWentLive(host, origin),
    hostAccess: deps.hostAccess,
  });
  // Every other tab is a feature's contribution: its model and code load when first shown.
  const tabs = createPanelTabs(deps.tabs ?? tabsOf(features), {
    client,
    rescue: deps.rescue,
    hostAccess: deps.hostAccess,
  });
  const tabId = signal<number | undefined>(undefined);
  const pending = createPanelPending({ ...deps, schema, location, tabId });
  const tab = signal<string>(HOME_TAB);
  // Each tab loads for a page when it is first shown, so an opening spends no requests on tabs
  // the editor never looks at; a tab about the whole site loads once per site.
  const loadedFor = new Map<string, string>();
  const ignore = () => undefined;
  // What stops Google from showing the page, from the last live check; its code loads apart.
  const hidden = signal<HiddenReasons>({});
  const loadShown = () => {
    const answer = location.answer.value;
    const shown = tab.value;
    if (!answer?.ok) return;
    const { site, page } = answer.location;
    // Every item page of a collection is its template page: the item's slug tells them apart.
    const key = `${site.id}/${page.id}/${answer.location.itemSlug ?? ''}`;
    // The markup is read again when anything it is shown with changed (locales, paths), e.g. when
    // the page located afresh differs from the last view the panel opened on.
    const { locales, paths, via } = answer.location;
    const schemaKey = JSON.stringify([key, locales, paths, via, location.url.value]);
    if (loadedFor.get(HOME_TAB) !== schemaKey) {
      loadedFor.set(HOME_TAB, schemaKey);
      void schema.load(answer.location, location.url.value);
    }
    // Read again whenever the Schema tab shows: a live check run meanwhile may have found more.
    if (shown === HOME_TAB)
      void import('../../features/live-site/model/page-index-model').then(
        (m) =>
          m.loadHidden(hidden, client, answer.location, schemaKey, () => {
            return loadedFor.get(HOME_TAB) === schemaKey;
          }),
        ignore,
      );
    void collection.load(answer.location);
    const contributed = tabs.byId(shown);
    if (!contributed) return;
    // A tab this page does not offer gives way to the one standing in for it (Item for Metadata
    // on an item page, and back), else to the Schema tab; the effect runs again for that one.
    if (!tabShowsOn(contributed.spec, answer.location)) {
      tab.value = standIn(shown, answer.location) ?? HOME_TAB;
      return;
    }
    const at = contributed.spec.opensFor === 'page' ? key : site.id;
    if (loadedFor.get(shown) === at) return;
    loadedFor.set(shown, at);
    // A failed load shows through the tab's `failed` signal; `retry` asks again.
    const place = { location: answer.location, url: location.url.value };
    void contributed.model.get().then((m) => m.open(place), ignore);
  };
  const standIn = (hidden: string, at: PageLocation) => {
    const instead = tabs.byId(hidden)?.spec.insteadOf;
    return tabs.list.find(
      ({ spec }) => (spec.insteadOf === hidden || spec.id === instead) && tabShowsOn(spec, at),
    )?.spec.id;
  };
  effect(loadShown);
  // "Check what went live" after a publish: the Site tab shows the check of the published host.
  // Access to the host is asked for here, in the editor's click: the Site tab loads after it.
  const checkWhatWentLive = (host: string, origin: string | undefined) => {
    const site = tabs.byId(SITE_TAB);
    if (!site) return;
    tab.value = SITE_TAB;
    const access = deps.hostAccess;
    const asked =
      origin && access ? access.request([hostPatternOf(origin)]).catch(() => false) : undefined;
    void Promise.all([site.model.get(), asked]).then(
      ([m]) => (m as SiteTabModel).live.checkHost(host),
      ignore,
    );
  };
  const cache = deps.cache;
  if (cache) {
    effect(() => {
      const status = session.status.value;
      const answer = location.answer.value;
      const url = location.url.value;
      // Until the background answers, the view read at the start stays as it is.
      if (status && status !== lastView.status)
        writeViewCache(cache, { status, location: answer && url ? { url, answer } : undefined });
      // Nobody signed in: no page's markup waits for the next opening.
      if (status && !status.signedIn) schema.forgetKept();
    });
  }
  return {
    session,
    location,
    /** The pending context-menu action, when it belongs to the page this panel shows. */
    pendingHere: pending.here,
    /** Starts the pending action again, after the picker's code failed to load. */
    retryPending: pending.retry,
    schema,
    /** Per locale id, why Google will not show the page (from the last live check). */
    hidden,
    /** On a collection's template or item page: the item and the template's reach. */
    collection,
    /** The features' tabs after the Schema tab: each with its model, made on its first show. */
    tabs,
    tools,
    /** The "Add schema…" picker's model, made when such an action first starts. */
    addSchema: pending.addSchema,
    tabId,
    /** The side panel's tab on show. */
    tab,
    /** Stores every editor's pending draft now (the panel is being hidden or closed). */
    flushDrafts() {
      schema.flushPending();
      tabs.flushPending();
    },
    /** Loads tab `which` again for the located page, after it failed. */
    retry(which: string) {
      loadedFor.delete(which);
      loadShown();
    },
    /**
     * Keeps the session and its rate budget current while the panel is open and `visible`, so a
     * rate-limit pause shows with the time it ends; answers how to stop.
     */
    watchSession(everyMs = 3000, visible: () => boolean = () => true) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      // One request at a time: the next is asked for only after the last answer.
      const tick = async () => {
        if (visible()) await session.refresh();
        if (!stopped) timer = setTimeout(() => void tick(), everyMs);
      };
      timer = setTimeout(() => void tick(), everyMs);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    /** Describes the page in tab `id` at `url`. */
    async open(url: string | undefined, id?: number) {
      tabId.value = id;
      // The last view of this very address: its markup is read now, not after locating (which
      // replaces it, and reloads the markup only if the page or its locales differ).
      const last = lastView.location;
      if (url && last?.url === url && last.answer.ok && !location.answer.value) {
        location.url.value = url;
        location.answer.value = last.answer;
      }
      // The page is located while the session is read: one round trip before the tabs load, not
      // two. A signed-out panel shows no location, so it keeps none.
      const locating = location.locate(url);
      await session.refresh();
      await locating;
      if (!session.status.value?.signedIn) location.answer.value = undefined;
    },
  };
}

/** The side panel's models. */
export type SidePanelModel = ReturnType<typeof createSidePanelModel>;
