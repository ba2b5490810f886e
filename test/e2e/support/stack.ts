/**
 * The real parts a journey talks to, on 127.0.0.1: the service emulator and the token broker
 * (holding the OAuth app's secret, allowing only this browser's redirect URL), and the extension
 * pointed at them through its endpoint settings.
 */
import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createBrokerHandler } from '../../../broker/handler';
import { startEmulator, type TestEmulator } from '../../../emulator/testing';
import type { ExtensionDriver, PageDriver } from './driver';

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

/** A running emulator and broker, configured for one browser. */
export interface Stack {
  emulator: TestEmulator;
  brokerOrigin: string;
  app: { clientId: string; clientSecret: string };
  /** The first demo site, with its API key. */
  site: TestEmulator['fixtures']['sites'][number];
  /** Journal entries since the last `resetJournal()`, filtered by method and path part. */
  journal(method?: string, pathPart?: string): Promise<JournalEntry[]>;
  resetJournal(): Promise<void>;
  /** Signs in through the settings page with the first site's API key; answers that page, open. */
  signInWithSiteKey(): Promise<PageDriver>;
  close(): Promise<void>;
}

/** Starts the emulator and broker and points the extension in `driver` at them. */
export async function startStack(driver: ExtensionDriver): Promise<Stack> {
  const emulator = await startEmulator({ seed: 'demo' });
  const app = (
    await emulator.control<{ clientId: string; clientSecret: string }>('/oauth-apps', {
      method: 'POST',
      body: { name: 'Site Companion', redirectUrl: driver.redirectUri },
    })
  ).body;
  const broker = createBrokerHandler(
    {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      tokenUrl: `${emulator.origin}/oauth/access_token`,
      revokeUrl: `${emulator.origin}/oauth/revoke_authorization`,
      allowedRedirects: [driver.redirectUri],
      allowedOrigins: [driver.origin, 'moz-extension://*'],
      flowTtlSeconds: 600,
    },
    { log: () => undefined },
  );
  const server = createAdaptorServer({ fetch: (request: Request) => broker.fetch(request) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const brokerOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const page = await driver.openPage('options.html', '[data-testid="options"]');
  await page.evaluate(
    (overrides) =>
      (typeof browser === 'undefined' ? chrome : browser).storage.local.set({
        endpointOverrides: overrides,
      }),
    {
      apiBase: emulator.origin,
      authBase: emulator.origin,
      brokerUrl: brokerOrigin,
      clientId: app.clientId,
      stagingSuffix: `.localhost:${emulator.port}`,
      designerSuffix: `.design.localhost:${emulator.port}`,
    },
  );
  await page.close();

  let since = 0;
  const journal: Stack['journal'] = async (method, pathPart) => {
    const { entries } = (
      await emulator.control<{ entries: JournalEntry[] }>(`/journal?since=${since}`)
    ).body;
    return entries.filter(
      (e) => (!method || e.method === method) && (!pathPart || e.path.includes(pathPart)),
    );
  };
  return {
    emulator,
    brokerOrigin,
    app,
    site: emulator.fixtures.sites[0]!,
    journal,
    async signInWithSiteKey() {
      const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
      await options.fill('[data-testid="site-key-input"]', emulator.fixtures.sites[0]!.apiKey!);
      await options.click('[data-testid="site-key-submit"]');
      await options.waitFor('[data-testid="account"]');
      return options;
    },
    async resetJournal() {
      const { nextSeq } = (await emulator.control<{ nextSeq: number }>('/journal')).body;
      since = nextSeq;
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await emulator.close();
    },
  };
}
