/**
 * The real parts a journey talks to, on 127.0.0.1: the service emulator and the token broker
 * (holding the OAuth app's secret, allowing only this browser's redirect URL), and the extension
 * pointed at them through its endpoint settings. With the production build everything is served
 * over HTTPS and the extension is pointed at it through its settings page, as an editor would.
 */
import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createServer as createHttpsServer } from 'node:https';
import type { BrokerConfig } from '../../../broker/config';
import { createBrokerHandler } from '../../../broker/handler';
import { startEmulator, type TestEmulator } from '../../../emulator/testing';
import type { ExtensionDriver, PageDriver } from './driver';
import { hostPatternFor } from './host-grants';
import { saveEndpointsInSettingsPage, type EndpointFields } from './settings-page';

/** One request the emulator answered (see `GET /__emulator/journal`). */
export interface JournalEntry {
  method: string;
  path: string;
  status: number;
  /** A write took effect. */
  applied: boolean;
  /** The fault script that acted on it, if any. */
  fault: string | null;
  /** When it arrived (emulator clock, ms). */
  at: number;
}

/** A broker the stack talks to. */
export interface RunningBroker {
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts a broker for `config` (the OAuth app's id and secret, the emulator's token and revoke
 * URLs, this browser's redirect URL and origin) somewhere other than this process, e.g. in
 * workerd. `emulator.fetch` trusts the emulator's certificate when it serves TLS.
 */
export type BrokerStarter = (
  config: BrokerConfig,
  emulator: TestEmulator,
) => Promise<RunningBroker>;

/** Options of `startStack`. */
export interface StackOptions {
  /**
   * Serve the emulator and the in-process broker over HTTPS with a certificate made for the run.
   * Defaults to on for the production build, which may only be granted `https://` hosts.
   */
  tls?: boolean;
  /**
   * How the extension learns the endpoints: `storage` writes them into its storage (the demo
   * build's default); `settings-page` leaves it to `stack.saveSettings()`, which types them into
   * the settings page and clicks Save (the production build's default).
   */
  configure?: 'storage' | 'settings-page';
  /** Start the broker with this instead of in this process. */
  broker?: BrokerStarter;
  /**
   * The staging hosts' suffix the extension is given (default `.localhost:{emulator port}`), e.g.
   * `.webflow.io` when the browser maps `{shortName}.webflow.io` to the emulator (see
   * `./camera.ts`).
   */
  stagingSuffix?: string;
  /** Seeded sites' custom domains by short name, instead of the seed's (see `startEmulator`). */
  customDomains?: Record<string, string>;
}

/** A running emulator and broker, configured for one browser. */
export interface Stack {
  emulator: TestEmulator;
  brokerOrigin: string;
  app: { clientId: string; clientSecret: string };
  /** The endpoint settings that point the extension at this stack. */
  endpoints: EndpointFields;
  /** The first demo site, with its API key. */
  site: TestEmulator['fixtures']['sites'][number];
  /**
   * The origin the extension reads the first site's staging pages from (its short name and the
   * staging suffix, on the emulator's scheme), e.g. `http://acme-bakery.localhost:{port}`.
   */
  publishedOrigin: string;
  /** Journal entries since the last `resetJournal()`, filtered by method and path part. */
  journal(method?: string, pathPart?: string): Promise<JournalEntry[]>;
  resetJournal(): Promise<void>;
  /**
   * Signs in through the settings page with `apiKey` (default: the first site's API key); answers
   * that page, open.
   */
  signInWithSiteKey(apiKey?: string): Promise<PageDriver>;
  /**
   * Signs out from the popup and in again with a new key of the first site that lacks `scopes`
   * (e.g. `cms:read`), as an editor switching keys does.
   */
  switchToKeyWithout(scopes: string[]): Promise<void>;
  /**
   * Signs in with OAuth from the settings page: "Sign in with your account", then Approve on the
   * emulator's consent page. Answers the settings page, open, and the notice it ends with.
   */
  signInWithOAuth(): Promise<{ options: PageDriver; notice: string }>;
  /**
   * Lets the browser grant the hosts of `origins` when the extension asks for them (see
   * `ExtensionDriver.allowHostGrants`), as the editor's "Allow" in the prompt would.
   */
  allowHosts(origins: string[]): Promise<void>;
  /**
   * Types `endpoints` into the settings page and clicks Save, after allowing the API and broker
   * hosts: Save asks the browser for them with `permissions.request`. Answers the settings page,
   * open, once it says the settings were saved.
   */
  saveSettings(): Promise<PageDriver>;
  close(): Promise<void>;
}

/** Starts the emulator and broker and points the extension in `driver` at them. */
export async function startStack(
  driver: ExtensionDriver,
  options: StackOptions = {},
): Promise<Stack> {
  const production = driver.build === 'production';
  const tls = options.tls ?? production;
  const emulator = await startEmulator({ seed: 'demo', tls, customDomains: options.customDomains });
  const app = (
    await emulator.control<{ clientId: string; clientSecret: string }>('/oauth-apps', {
      method: 'POST',
      body: { name: 'Site Companion', redirectUrl: driver.redirectUri },
    })
  ).body;
  const brokerConfig: BrokerConfig = {
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    tokenUrl: `${emulator.origin}/oauth/access_token`,
    revokeUrl: `${emulator.origin}/oauth/revoke_authorization`,
    allowedRedirects: [driver.redirectUri],
    allowedOrigins: [driver.origin, 'moz-extension://*'],
    flowTtlSeconds: 600,
  };
  const broker = await (options.broker ?? startBrokerHere)(brokerConfig, emulator);
  const brokerOrigin = broker.origin;
  const endpoints: EndpointFields = {
    apiBase: emulator.origin,
    authBase: emulator.origin,
    brokerUrl: brokerOrigin,
    clientId: app.clientId,
    stagingSuffix: options.stagingSuffix ?? `.localhost:${emulator.port}`,
    designerSuffix: `.design.localhost:${emulator.port}`,
  };

  if ((options.configure ?? (production ? 'settings-page' : 'storage')) === 'storage') {
    const page = await driver.openPage('options.html', '[data-testid="options"]');
    await page.evaluate(
      (overrides) =>
        (typeof browser === 'undefined' ? chrome : browser).storage.local.set({
          endpointOverrides: overrides,
        }),
      endpoints,
    );
    await page.close();
  }
  const allowHosts = (origins: string[]) =>
    driver.allowHostGrants([...new Set(origins.map(hostPatternFor))]);

  let since = 0;
  const journal: Stack['journal'] = async (method, pathPart) => {
    const { entries } = (
      await emulator.control<{ entries: JournalEntry[] }>(`/journal?since=${since}`)
    ).body;
    return entries.filter(
      (e) => (!method || e.method === method) && (!pathPart || e.path.includes(pathPart)),
    );
  };
  const signInWithSiteKey = async (apiKey = emulator.fixtures.sites[0]!.apiKey!) => {
    const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
    await options.fill('[data-testid="site-key-input"]', apiKey);
    await options.click('[data-testid="site-key-submit"]');
    await options.waitFor('[data-testid="account"]');
    return options;
  };
  const site = emulator.fixtures.sites[0]!;
  return {
    emulator,
    brokerOrigin,
    app,
    endpoints,
    site,
    // The extension reads published hosts on the API's scheme (`lib/…/live-hosts.ts` originOf).
    publishedOrigin: `${new URL(emulator.origin).protocol}//${site.shortName}${endpoints.stagingSuffix}`,
    journal,
    signInWithSiteKey,
    async switchToKeyWithout(scopes) {
      const { apiKey } = (
        await emulator.control<{ apiKey: string }>('/site-keys', {
          method: 'POST',
          body: { siteId: emulator.fixtures.sites[0]!.id, withoutScopes: scopes },
        })
      ).body;
      const signedIn = await driver.openPage('popup.html', '[data-testid="sign-out"]');
      await signedIn.click('[data-testid="sign-out"]');
      await signedIn.close();
      await (await signInWithSiteKey(apiKey)).close();
    },
    async signInWithOAuth() {
      const options = await driver.openPage('options.html', '[data-testid="options"]');
      await options.waitFor('[data-testid="oauth-sign-in"]');
      const consent = driver.waitForWindow('/oauth/authorize');
      await options.click('[data-testid="oauth-sign-in"]');
      const auth = await consent;
      await auth.waitFor('#approve');
      await auth.click('#approve');
      const notice = await options.waitFor('[data-testid="sign-in-notice"]', 'Signed in as');
      return { options, notice };
    },
    allowHosts,
    async saveSettings() {
      await allowHosts([endpoints.apiBase, endpoints.brokerUrl]);
      return saveEndpointsInSettingsPage(driver, endpoints);
    },
    async resetJournal() {
      const { nextSeq } = (await emulator.control<{ nextSeq: number }>('/journal')).body;
      since = nextSeq;
    },
    async close() {
      await broker.close();
      await emulator.close();
    },
  };
}

/** The broker's handler in this process, over HTTPS with the emulator's certificate when it has one. */
async function startBrokerHere(
  config: BrokerConfig,
  emulator: TestEmulator,
): Promise<RunningBroker> {
  const broker = createBrokerHandler(config, { log: () => undefined, fetch: emulator.fetch });
  const fetch = (request: Request) => broker.fetch(request);
  const tls = emulator.tls;
  const server = tls
    ? createAdaptorServer({ fetch, createServer: createHttpsServer, serverOptions: tls })
    : createAdaptorServer({ fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
