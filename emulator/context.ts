import type { HttpBindings } from '@hono/node-server';
import type { Clock } from './clock';
import type { EventBus } from './events';
import type { FaultRegistry } from './http/faults';
import type { Journal } from './http/journal';
import type { LiveFaultRegistry } from './live/overlay';
import type { RateLimiter } from './http/rate-limit';
import type { Store } from './store';

/** Who made an authenticated request. */
export interface Principal {
  kind: 'oauth' | 'siteKey';
  scopes: string[];
  /** Sites the credential may touch. */
  siteIds: string[];
  workspaceId: string;
  /** Client id of the OAuth app (OAuth tokens only). */
  appId?: string;
  /** Store id of the token or key record. */
  credentialId: string;
}

/** Hono environment of every emulator route. */
export interface EmulatorEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    principal: Principal;
    /** Set by handlers once a write took effect (the journal records it). */
    applied: boolean;
    /** Set by the fault middleware to the kind of fault that acted (the journal records it). */
    fault: string;
    /** Set by handlers whose parsed request body holds no secret, for the journal to keep. */
    journalBody: unknown;
  };
}

/** Tunables of an emulator instance. */
export interface EmulatorOptions {
  seed: 'demo' | 'empty';
  /** Default requests per minute per credential; 0 turns rate limiting off. */
  rateLimit: number;
  /** Lifetime of an authorization code. */
  codeTtlMs: number;
  /** Minimum time between two publishes of a site. */
  publishIntervalMs: number;
}

/** Everything a route module gets. */
export interface EmulatorContext {
  store: Store;
  clock: Clock;
  events: EventBus;
  journal: Journal;
  faults: FaultRegistry;
  /** Live-site faults planted per site, applied by the published-page renderer. */
  liveFaults: LiveFaultRegistry;
  rateLimiter: RateLimiter;
  options: EmulatorOptions;
  /** `http://127.0.0.1:{port}` (`https://` with TLS) once listening (empty before). */
  origin(): string;
  /** Port once listening (0 before). */
  port(): number;
}
