/**
 * The types a request handler and the HTTP middleware share: who is asking, the Hono environment
 * and the emulator's tunables. They import nothing of the emulator, so middleware can use them
 * without depending on the context that holds the middleware's own state.
 * @module
 */
import type { HttpBindings } from '@hono/node-server';

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
  seed: 'demo' | 'empty' | 'large-items';
  /** Default requests per minute per credential; 0 turns rate limiting off. */
  rateLimit: number;
  /** Lifetime of an authorization code. */
  codeTtlMs: number;
  /** Minimum time between two publishes of a site. */
  publishIntervalMs: number;
  /**
   * Serve published pages as they were before they had a design: no stylesheet, a bare line of
   * links, no layout by collection. A baseline for the live-check benchmarks only (what the design
   * costs them); tests and the demo keep the designed pages.
   */
  plainPages: boolean;
}
