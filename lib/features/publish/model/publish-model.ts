/**
 * Publishing a site from the side panel: the editor sees the site's domains (staging and each
 * custom domain), all chosen at first, and publishes to exactly the chosen ones. The service
 * allows one successful publish per minute per site; its refusal says how long to wait.
 * @module
 */
import { computed, signal } from '@preact/signals';
import type { BackgroundError, MessagingClient } from '../../../core/messaging/client';
import type { PublishDestinations, PublishOutcome } from '../destinations';
import { t, uiLanguage } from '../../../core/i18n/t';
import { originOf } from '../../live-site/model';

/** The key of the staging subdomain among the chosen destinations (custom domains use their id). */
export const STAGING = 'staging';

/** The destinations as the panel has them. */
export type DestinationsState =
  | { state: 'loading' }
  | { state: 'ready'; value: PublishDestinations }
  | { state: 'error'; text: string };

/** What the last publish did, in words. */
export type PublishStatus =
  | { state: 'idle' }
  | { state: 'publishing' }
  | { state: 'done'; text: string; hosts: string[]; origins: (string | undefined)[] }
  | { state: 'error'; text: string };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `a`, `a and b`, `a, b and c` in the UI language. */
function listOf(items: string[]): string {
  return new Intl.ListFormat(uiLanguage(), { type: 'conjunction' }).format(items);
}

/** The words for a failed publish: a 429 says the once-a-minute rule and the seconds to wait. */
function failure(err: unknown, now: number): string {
  const { kind, retryAt } = err as Partial<BackgroundError>;
  if (kind === 'rate-limited') {
    const seconds = retryAt === undefined ? 60 : Math.max(1, Math.ceil((retryAt - now) / 1000));
    return t('ui_publish_once_a_minute', seconds);
  }
  return t('ui_not_published', message(err));
}

/**
 * Creates the model; `now` is for tests. With `onCheckLive`, a done publish offers to check what
 * went live on a published host.
 */
export function createPublishModel(
  client: MessagingClient,
  now: () => number = Date.now,
  onCheckLive?: (host: string, origin: string | undefined) => void,
) {
  const open = signal(false);
  const destinations = signal<DestinationsState | undefined>(undefined);
  const chosen = signal<ReadonlySet<string>>(new Set());
  const status = signal<PublishStatus>({ state: 'idle' });
  let siteId: string | undefined;
  // The service's scheme gives the published hosts' origins, so "Check what went live" can ask
  // for access to them in its own click.
  let apiBase: string | undefined;

  const load = async (id: string) => {
    siteId = id;
    destinations.value = { state: 'loading' };
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

  const hostsOf = (outcome: PublishOutcome, known: PublishDestinations) => [
    ...(outcome.staging && known.staging ? [known.staging.host] : []),
    ...outcome.customDomains.map(
      (d) => d.host || known.customDomains.find((k) => k.id === d.id)?.host || d.id,
    ),
  ];

  const remember = (outcome: PublishOutcome, known: PublishDestinations) => {
    const times = new Map(outcome.customDomains.map((d) => [d.id, d.lastPublished]));
    destinations.value = {
      state: 'ready',
      value: {
        ...known,
        customDomains: known.customDomains.map((d) =>
          times.has(d.id) ? { ...d, lastPublished: times.get(d.id) ?? outcome.publishedAt } : d,
        ),
      },
    };
  };

  return {
    open,
    destinations,
    chosen,
    status,
    /**
     * Starts the live check of a published host (its origin when known, so access can be asked
     * for in the click); undefined where the page offers none.
     */
    checkLive: onCheckLive,
    /** Nothing is chosen, so there is nothing to publish. */
    noneChosen: computed(() => chosen.value.size === 0),
    /** Shows or hides the choice of domains for site `id`. */
    toggle(id: string) {
      open.value = !open.value;
      if (open.value) showSite(id);
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
    },
    /** Publishes to the chosen destinations. */
    async publish() {
      const current = destinations.value;
      if (current?.state !== 'ready' || chosen.value.size === 0) return;
      if (status.value.state === 'publishing') return;
      const known = current.value;
      status.value = { state: 'publishing' };
      try {
        const outcome = await client.request('publish.publishSite', {
          siteId: known.siteId,
          staging: chosen.value.has(STAGING) && known.staging !== null,
          customDomainIds: known.customDomains
            .filter((d) => chosen.value.has(d.id))
            .map((d) => d.id),
        });
        remember(outcome, known);
        const time = new Date(outcome.publishedAt).toLocaleTimeString(uiLanguage());
        const hosts = hostsOf(outcome, known);
        const origins = hosts.map((h) => (apiBase ? originOf(h, apiBase) : undefined));
        status.value = {
          state: 'done',
          text: t('ui_publish_done', listOf(hosts), time),
          hosts,
          origins,
        };
      } catch (err) {
        status.value = { state: 'error', text: failure(err, now()) };
      }
    },
  };
}

/** The publish model. */
export type PublishModel = ReturnType<typeof createPublishModel>;
