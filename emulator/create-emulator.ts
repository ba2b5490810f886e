import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Clock } from './clock';
import { createClock } from './clock';
import type { EmulatorContext, EmulatorEnv, EmulatorOptions } from './context';
import type { EventBus } from './events';
import { createEvents } from './events';
import { authenticate } from './http/auth';
import { bodyLimit } from './http/body-limit';
import { controlGuard } from './http/control-guard';
import { notFound, renderError } from './http/errors';
import { createFaults, faultMiddleware } from './http/faults';
import { createJournal } from './http/journal';
import { createRateLimiter, rateLimit } from './http/rate-limit';
import { serviceDate } from './http/service-date';
import { createLiveFaults } from './live/overlay';
import { isStoreHost } from './object-store/uploads';
import { publishedHost } from './published/host';
import { withRenamedDomains } from './renamed-domains';
import { objectStoreHost } from './routes/object-store';
import { applyBump } from './routes/page-ops';
import { routeModules } from './routes/index';
import { buildWorld } from './seed/index';
import type { Store } from './store';
import { createStore } from './store';
import type { TlsCredentials } from './tls';
import type { World } from './world-types';

/** Options of `createEmulator`. */
export interface CreateEmulatorOptions extends Partial<EmulatorOptions> {
  /** A saved world to start from instead of the seed (`--state`). */
  state?: World;
  /** Called after every request that may have changed the world (persisting `--state`). */
  onChange?: (store: Store) => void;
  /** Serve HTTPS with this key and certificate (see `selfSignedCredentials`) instead of HTTP. */
  tls?: TlsCredentials;
  /**
   * Seeded sites' custom domains by short name (e.g. `{ 'acme-bakery': 'www.acme-bakery.com' }`),
   * instead of the seed's `.example` ones (see `withRenamedDomains`).
   */
  customDomains?: Record<string, string>;
}

/** A listening emulator. */
export interface RunningEmulator {
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** An emulator instance. */
export interface Emulator {
  app: Hono<EmulatorEnv>;
  store: Store;
  clock: Clock;
  events: EventBus;
  ctx: EmulatorContext;
  /** Starts serving on 127.0.0.1 (port 0 = any free port), over HTTPS when `tls` was given. */
  listen(port?: number, hostname?: string): Promise<RunningEmulator>;
}

/** Paths that are the service's API (authenticated and rate limited). */
export const API_PATHS = ['/v2/*', '/beta/*', '/info', '/sites/*', '/assets/*', '/webhooks/*'];

const MAX_BODY_BYTES = 1024 * 1024;

/** Creates an emulator: the store seeded, the HTTP app with every route, not yet listening. */
export function createEmulator(opts: CreateEmulatorOptions = {}): Emulator {
  const options: EmulatorOptions = {
    seed: opts.seed ?? 'demo',
    rateLimit: opts.rateLimit ?? 60,
    codeTtlMs: opts.codeTtlMs ?? 30 * 60_000,
    publishIntervalMs: opts.publishIntervalMs ?? 60_000,
    plainPages: opts.plainPages ?? false,
  };
  const clock = createClock();
  const domains = opts.customDomains;
  const seeded = () => buildWorld(options.seed, clock.now());
  const store = createStore(() => (domains ? withRenamedDomains(seeded(), domains) : seeded()));
  if (opts.state) store.load(opts.state);
  const events = createEvents(clock.now);
  const { journal, middleware: journalMiddleware } = createJournal(clock.now);
  const faults = createFaults();
  let origin = '';
  let port = 0;
  const ctx: EmulatorContext = {
    store,
    clock,
    events,
    journal,
    faults,
    liveFaults: createLiveFaults(),
    rateLimiter: createRateLimiter(clock.now),
    options,
    origin: () => origin,
    port: () => port,
  };

  const app = new Hono<EmulatorEnv>();
  app.onError(renderError);
  app.notFound((c) => c.json(notFound('route').body(), 404));
  // Outermost, so every answer (a fault's and a published page's too) carries the clock's date.
  app.use('*', serviceDate(clock));
  app.use('*', journalMiddleware);
  const bump = (path: string, action: Parameters<typeof applyBump>[2]) =>
    applyBump(ctx, path, action);
  // Faults scoped to a host run first, so they act on published pages too.
  app.use('*', faultMiddleware(faults, bump, true));
  const published = publishedHost(ctx);
  // The object store's host would pass for a published site's; it has its own middleware below.
  app.use('*', (c, next) => (isStoreHost(c.req.header('host')) ? next() : published(c, next)));
  for (const path of API_PATHS) app.use(path, rateLimit(ctx));
  app.use('*', bodyLimit(MAX_BODY_BYTES));
  app.use('*', faultMiddleware(faults, bump));
  if (opts.onChange) {
    const onChange = opts.onChange;
    app.use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') onChange(store);
    });
  }
  app.use('*', objectStoreHost(ctx));
  app.use('/__emulator/*', controlGuard(ctx.port));
  for (const path of API_PATHS) app.use(path, authenticate(ctx));
  for (const mod of routeModules) app.route('/', mod(ctx));

  return {
    app,
    store,
    clock,
    events,
    ctx,
    listen(listenPort = 0, hostname = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        const tls = opts.tls;
        const server = (
          tls
            ? serve({
                fetch: app.fetch,
                port: listenPort,
                hostname,
                createServer: createHttpsServer,
                serverOptions: { key: tls.key, cert: tls.cert },
              })
            : serve({ fetch: app.fetch, port: listenPort, hostname })
        ) as Server;
        server.once('error', reject);
        server.once('listening', () => {
          const address = server.address();
          port = typeof address === 'object' && address ? address.port : listenPort;
          origin = `${tls ? 'https' : 'http'}://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
          resolve({
            origin,
            port,
            close: () =>
              new Promise<void>((done) => {
                faults.releaseHangs();
                clock.dispose();
                server.closeAllConnections();
                server.close(() => done());
              }),
          });
        });
      });
    },
  };
}
