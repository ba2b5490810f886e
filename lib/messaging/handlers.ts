/**
 * The background's implementation of the protocol map: each handler calls into the concern that
 * owns the answer.
 * @module
 */
import type { Handlers } from './router';

/** What the handlers need from the background; injected so tests can supply their own. */
export interface HandlerDeps {
  version: string;
}

/** Builds the handlers of every message. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    getStatus: () => ({ version: deps.version, signedIn: false, accounts: [] }),
  };
}
