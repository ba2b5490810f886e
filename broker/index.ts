/**
 * The Cloudflare Worker entry (`main` in `wrangler.toml`): a module Worker whose `env` bindings
 * hold the settings. Runtime-neutral on purpose: no Node API, so it runs unchanged in workerd.
 * @module
 */
import { configFromEnv, ENV_NAMES } from './config';
import type { BrokerEnv } from './config';
import { createBrokerHandler } from './handler';
import type { BrokerHandler } from './handler';

// Keyed by the settings' values rather than by the `env` object, so the handler (and its derived
// flow key) is built once per isolate whether or not the runtime hands over the same object.
let cached: { settings: string; handler: BrokerHandler } | undefined;

function misconfigured(error: unknown): Response {
  // The message names the missing settings, never their values.
  console.error(JSON.stringify({ broker: { error: 'misconfigured', detail: String(error) } }));
  return new Response(
    JSON.stringify({ error: 'misconfigured', message: 'The broker is not configured completely' }),
    { status: 500, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } },
  );
}

/** The deployable broker: a standard Fetch-API handler configured from the Worker's `env`. */
export default {
  async fetch(request: Request, env: BrokerEnv): Promise<Response> {
    const settings = JSON.stringify(ENV_NAMES.map((name) => env[name] ?? null));
    if (cached?.settings !== settings) {
      try {
        cached = { settings, handler: createBrokerHandler(configFromEnv(env)) };
      } catch (error) {
        return misconfigured(error);
      }
    }
    return cached.handler.fetch(request);
  },
};
