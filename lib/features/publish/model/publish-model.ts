/**
 * Publishing a site, or one page of it, from the side panel: the editor sees the site's domains
 * (staging and each custom domain), all chosen at first, and the forecast of what a publish there
 * changes; a publish that loses something (a rich result, an address with no redirect) asks
 * first, and goes to exactly the chosen domains. The service allows one successful publish per
 * minute per site; its refusal says how long to wait.
 * @module
 */
import { computed, signal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import type { PublishChoice, PublishDestinations } from '../destinations';
import { t, uiLanguage } from '../../../core/i18n/t';
import { originOf } from '../../live-site/model';
import { createForecastModel } from './forecast-model';
import type {
  DestinationsState,
  PageScope,
  PublishModelOptions,
  PublishStatus,
} from './publish-types';
import { createItemsPublish } from './items-publish';
import { failure, listOf, questionOf } from './publish-words';
import { publishedHosts, withPublishTimes } from './publish-outcome';

/** The key of the staging subdomain among the chosen destinations (custom domains use their id). */
export const STAGING = 'staging';

export type {
  DestinationsState,
  PageScope,
  PublishModelOptions,
  PublishStatus,
} from './publish-types';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Creates the model; `now` is for tests. With `onCheckLive`, a done publish offers to check what
 * went live on a published host.
 */
export function createPublishModel(
  client: MessagingClient,
  now: () => number = Date.now,
  onCheckLive?: (host: string, origin: string | undefined) => void,
  options: PublishModelOptions = {},
) {
  const open = signal(false);
  const destinations = signal<DestinationsState | undefined>(undefined);
  const chosen = signal<ReadonlySet<string>>(new Set());
  const status = signal<PublishStatus>({ state: 'idle' });
  const pageScope = signal<PageScope | null>(null);
  const forecast = createForecastModel(client, options);
  const items = createItemsPublish(client);
  const access = options.hostAccess;
  let siteId: string | undefined;
  // The service's scheme gives the published hosts' origins, so "Check what went live" can ask
  // for access to them in its own click.
  let apiBase: string | undefined;

  /** The choice as the service takes it: only destinations the site has. */
  const choiceOf = (known: PublishDestinations): PublishChoice => ({
    staging: chosen.value.has(STAGING) && known.staging !== null,
    customDomainIds: known.customDomains.filter((d) => chosen.value.has(d.id)).map((d) => d.id),
    ...(pageScope.value ? { pageId: pageScope.value.pageId } : {}),
  });

  /** Forecasts the chosen publish while the dialog is open (`fresh`: read what is saved again). */
  const foresee = (fresh: boolean) => {
    const current = destinations.value;
    if (!open.value || current?.state !== 'ready') return;
    const choice = choiceOf(current.value);
    items.reset();
    if (!choice.staging && choice.customDomainIds.length === 0) return forecast.reset();
    void forecast.start({ siteId: current.value.siteId, ...choice }, fresh);
  };

  const load = async (id: string) => {
    siteId = id;
    destinations.value = { state: 'loading' };
    forecast.reset();
    if (onCheckLive && apiBase === undefined)
      client.request('account.getSettings', {}).then(
        (s) => (apiBase = s.endpoints.apiBase),
        () => undefined,
      );
    try {
      const value = await client.request('publish.publishDestinations', { siteId: id });
      if (siteId !== id) return;
      destinations.value = { state: 'ready', value };
      chosen.value = new Set([
        ...(value.staging ? [STAGING] : []),
        ...value.customDomains.map((d) => d.id),
      ]);
      foresee(true);
    } catch (err) {
      if (siteId === id) destinations.value = { state: 'error', text: message(err) };
    }
  };

  /** Reads site `id`'s domains unless they are already read (or being read) for it. */
  const showSite = (id: string) => {
    const current = destinations.value;
    if (siteId === id && current && current.state !== 'error') return;
    if (siteId !== id) status.value = { state: 'idle' };
    void load(id);
  };

  /** Opens the dialog for site `id` (one page of it with `page`); closes it when so open. */
  const toggle = (id: string, page: PageScope | null = null) => {
    const same = siteId === id && pageScope.value?.pageId === page?.pageId;
    if (open.value && same) return close();
    open.value = true;
    pageScope.value = page;
    if (status.value.state === 'confirming') status.value = { state: 'idle' };
    showSite(id);
    // Already read for this site: the forecast starts now, else once the domains are read.
    if (destinations.value?.state === 'ready') foresee(true);
  };

  const close = () => {
    open.value = false;
    forecast.reset();
    if (status.value.state === 'confirming') status.value = { state: 'idle' };
  };

  const send = async (known: PublishDestinations) => {
    const page = pageScope.value;
    status.value = { state: 'publishing' };
    try {
      const outcome = await client.request('publish.publishSite', {
        siteId: known.siteId,
        ...choiceOf(known),
      });
      destinations.value = { state: 'ready', value: withPublishTimes(known, outcome) };
      // What the forecast said is what this publish has just done: now it is checked live.
      forecast.published(known.siteId);
      // The service's time on the browser's clock, as every other time the editor reads here is.
      const at = Date.parse(outcome.publishedAt) - outcome.serviceOffsetMs;
      const time = new Date(at).toLocaleTimeString(uiLanguage());
      const hosts = publishedHosts(outcome, known);
      const origins = hosts.map((h) => (apiBase ? originOf(h, apiBase) : undefined));
      const text =
        page && outcome.scope === 'page'
          ? t('ui_publish_page_done', page.title, listOf(hosts), time)
          : t('ui_publish_done', listOf(hosts), time);
      status.value = { state: 'done', text, hosts, origins };
    } catch (err) {
      status.value = { state: 'error', text: failure(err, now()) };
    }
  };

  const ready = () => {
    const current = destinations.value;
    const busy = status.value.state === 'publishing' || status.value.state === 'confirming';
    return current?.state === 'ready' && chosen.value.size > 0 && !busy ? current.value : null;
  };

  return {
    open,
    destinations,
    chosen,
    status,
    /** The page a "Publish only this page" publishes, or null for the whole site. */
    pageScope,
    /** The forecast of the chosen publish, and what it loses. */
    forecast,
    /** "Publish N changed items" from the forecast's CMS group. */
    items,
    /**
     * Starts the live check of a published host (its origin when known, so access can be asked
     * for in the click); undefined where the page offers none.
     */
    checkLive: onCheckLive,
    /** Nothing is chosen, so there is nothing to publish. */
    noneChosen: computed(() => chosen.value.size === 0),
    toggle,
    /** Opens the dialog for one page of site `id`: its forecast and publish are that page's. */
    showPage(id: string, pageId: string, title: string) {
      if (!open.value || pageScope.value?.pageId !== pageId) toggle(id, { pageId, title });
    },
    /** Closes the dialog (and forgets its forecast). */
    close,
    /** Closes a dialog scoped to a page other than `pageId` (the panel moved to another page). */
    keepPage(pageId: string | undefined) {
      const page = pageScope.value;
      if (open.value && page && page.pageId !== pageId) close();
    },
    showSite,
    /** Reads the site's domains again (after an error). */
    reload: () => (siteId === undefined ? Promise.resolve() : load(siteId)),
    /** Chooses or leaves out one destination (`STAGING` or a custom domain id). */
    choose(key: string, on: boolean) {
      const next = new Set(chosen.value);
      if (on) next.add(key);
      else next.delete(key);
      chosen.value = next;
      if (status.value.state === 'confirming') status.value = { state: 'idle' };
      foresee(false);
    },
    /**
     * Asks to read a live host the forecast could not (`pattern`, its `needsAccess`), then
     * forecasts again; undefined without host permissions to ask. Call it straight from the
     * click: browsers grant access only during the editor's gesture.
     */
    allowHost: access
      ? (pattern: string) =>
          access.request([pattern]).then(
            (granted) => (granted ? foresee(false) : undefined),
            () => undefined,
          )
      : undefined,
    /** Forecasts the chosen publish again, reading what is saved again (after a failure). */
    forecastAgain: () => foresee(true),
    /** Publishes the changed CMS items the forecast lists, on their own. */
    publishItems: () => (siteId === undefined ? Promise.resolve() : items.publish(siteId)),
    /**
     * Publishes to the chosen destinations, after asking when the forecast says it loses something
     * or could not say (it failed): a click while it runs waits for it first.
     */
    async publish() {
      const known = ready();
      if (!known) return;
      if (forecast.state.value.state === 'running') {
        status.value = { state: 'publishing' };
        await forecast.settled();
        status.value = { state: 'idle' };
      }
      const losses = forecast.losses.value;
      const unknown = forecast.state.value.state === 'failed';
      if (losses.length > 0 || unknown)
        status.value = {
          state: 'confirming',
          question: unknown ? t('ui_publish_question_unknown') : questionOf(losses),
        };
      else await send(known);
    },
    /** Publishes anyway, after the question. */
    async confirmPublish() {
      const current = destinations.value;
      if (status.value.state !== 'confirming' || current?.state !== 'ready') return;
      await send(current.value);
    },
    /** Answers the question with no: nothing is sent, the dialog stays as it was. */
    cancelPublish() {
      if (status.value.state === 'confirming') status.value = { state: 'idle' };
    },
  };
}

/** The publish model. */
export type PublishModel = ReturnType<typeof createPublishModel>;
