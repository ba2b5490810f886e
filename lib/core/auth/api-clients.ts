/**
 * One API client and one rate-limit queue per credential, shared by every caller in the
 * background. A client always talks to the origin its credential was issued for.
 * @module
 */
import { createApiClient, type ApiClient } from '../api/client';
import { createRateLimitQueue, type QueueStatus } from '../api/rate-limit-queue';
import { removeQueueState, storageQueueStore } from '../storage/queue-store';
import { credentialForSite, listCredentials, type Credential } from './credentials';

/** What the registry needs from its host. */
export interface ClientRegistryDeps {
  fetch?: typeof fetch;
  /** Called whenever a queue starts a pause, so the host can set an alarm for its end. */
  onPause?: (credentialId: string, until: number) => void;
}

/** The rate budget of one credential, for the pages. */
export interface RateView {
  accountId: string;
  limit?: number;
  remaining?: number;
  pausedUntil?: number;
  queued: number;
  halted?: 'unauthorized';
}

/** Clients by credential. */
export interface ClientRegistry {
  forCredential(credential: Credential): ApiClient;
  forSite(siteId: string): Promise<ApiClient | undefined>;
  /** The budget of every credential that has a client. */
  rates(): Promise<RateView[]>;
  /** Stops the credential's queue (queued requests fail, none is sent) and forgets its client. */
  drop(credentialId: string): Promise<void>;
}

/** Creates the registry. */
export function createClientRegistry(deps: ClientRegistryDeps = {}): ClientRegistry {
  const clients = new Map<string, ApiClient>();
  const forget = new Map<string, () => void>();
  const forCredential = (credential: Credential): ApiClient => {
    const existing = clients.get(credential.id);
    if (existing) return existing;
    // The token cell empties at sign-out, so a request still retrying cannot send it again.
    let token: string | undefined = credential.secret;
    const queue = createRateLimitQueue({ store: storageQueueStore(credential.id) });
    let lastPause: number | undefined;
    queue.subscribe((status: QueueStatus) => {
      if (status.pausedUntil && status.pausedUntil !== lastPause) {
        lastPause = status.pausedUntil;
        deps.onPause?.(credential.id, status.pausedUntil);
      }
    });
    const client = createApiClient({
      baseUrl: credential.apiBase,
      getToken: () => {
        if (token === undefined) throw new Error('This account was signed out');
        return token;
      },
      queue,
      fetch: deps.fetch,
    });
    clients.set(credential.id, client);
    forget.set(credential.id, () => {
      token = undefined;
      queue.close();
    });
    return client;
  };
  return {
    forCredential,
    async forSite(siteId) {
      const credential = await credentialForSite(siteId);
      return credential && forCredential(credential);
    },
    async rates() {
      const credentials = await listCredentials();
      return credentials.map((c) => {
        const s = forCredential(c).queue.status();
        return {
          accountId: c.id,
          limit: s.limit,
          remaining: s.remaining,
          pausedUntil: s.pausedUntil,
          queued: s.queued + s.inFlight,
          halted: s.halted,
        };
      });
    },
    async drop(credentialId) {
      forget.get(credentialId)?.();
      forget.delete(credentialId);
      clients.delete(credentialId);
      await removeQueueState(credentialId);
    },
  };
}
