/**
 * Which published host a live check reads, and whether the extension may: the site's hosts (its
 * staging host and each custom domain), the chosen one, and the host access asked for in the
 * editor's click.
 * @module
 */
import { signal } from '@preact/signals';
import type { HostAccess } from '../../../core/model/host-access';
import type { MessagingClient } from '../../../core/messaging/client';
import { hostPatternOf } from '../../../core/settings/host-pattern';
import { liveHostsOf, type LiveHost } from './live-hosts';

/** Whether the extension may read the chosen host. */
export type LiveAccess =
  { state: 'unknown' | 'held' } | { state: 'needed' | 'declined'; origins: string[] };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the choice; without `hostAccess` the background alone decides (`needsAccess`). */
export function createLiveHostChoice(client: MessagingClient, hostAccess?: HostAccess) {
  const hosts = signal<LiveHost[] | null>(null);
  const error = signal<string | undefined>(undefined);
  const origin = signal<string | undefined>(undefined);
  const access = signal<LiveAccess>({ state: 'unknown' });

  const readAccess = async (from: string) => {
    if (!hostAccess) return;
    const held = await hostAccess.contains([hostPatternOf(from)]).catch(() => false);
    if (origin.value !== from) return;
    access.value = held ? { state: 'held' } : { state: 'needed', origins: [from] };
  };

  return {
    /** The site's published hosts, once read. */
    hosts,
    error,
    /** The chosen host's origin. */
    origin,
    access,
    readAccess,
    /** Chooses the host to read and finds out whether access to it is held. */
    choose(from: string) {
      origin.value = from;
      access.value = { state: 'unknown' };
      void readAccess(from);
    },
    /** Forgets the hosts (another site). */
    reset() {
      hosts.value = null;
      error.value = undefined;
      origin.value = undefined;
      access.value = { state: 'unknown' };
    },
    /** Reads site `site`'s hosts; answers them, or undefined when they could not be read. */
    async load(site: string): Promise<LiveHost[] | undefined> {
      error.value = undefined;
      try {
        const [destinations, settings] = await Promise.all([
          client.request('publish.publishDestinations', { siteId: site }),
          client.request('account.getSettings', {}),
        ]);
        return liveHostsOf(destinations, settings.endpoints.apiBase);
      } catch (e) {
        error.value = messageOf(e);
        return undefined;
      }
    },
    /**
     * Asks for `origins` now; call it straight from the click, as browsers allow the request only
     * during the editor's gesture. Answers false when declined (and says so in `access`).
     */
    ask(origins: string[]): Promise<boolean> {
      if (!hostAccess) return Promise.resolve(true);
      let asked: Promise<boolean>;
      try {
        asked = hostAccess.request([...new Set(origins.map(hostPatternOf))]);
      } catch (e) {
        asked = Promise.reject(e);
      }
      return asked.then(
        (granted) => {
          if (!granted) access.value = { state: 'declined', origins };
          return granted;
        },
        // A browser that will not ask (e.g. a host the build already holds) leaves it to the check.
        () => true,
      );
    },
  };
}

/** The host choice of a live check. */
export type LiveHostChoice = ReturnType<typeof createLiveHostChoice>;
