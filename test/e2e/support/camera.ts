/**
 * The camera behind the pictures in `docs/`: the demo site shown under names a visitor could
 * have — its staging site at `acme-bakery.webflow.io` and a custom domain `www.acme-bakery.com` —
 * not at `acme-bakery.localhost:{a port that changes every run}`. Only this browser maps the names
 * to the emulator (Chromium's resolver rules, through `./forwarder.ts`); the product is unchanged.
 * A picture whose text still names a local address fails the test instead of reaching the README.
 * @module
 */
import type { DriverOptions, ExtensionDriver, PageDriver } from './driver';
import { startForwarder } from './forwarder';
import { hostPatternFor } from './host-grants';
import { startStack, type Stack } from './stack';

/** The demo site the pictures show (the stack's first site). */
const SITE = 'acme-bakery';
/** The real service's staging suffix. */
const STAGING_SUFFIX = '.webflow.io';

/** The names the demo site is shown under. */
export const CAMERA_HOSTS = {
  staging: `${SITE}${STAGING_SUFFIX}`,
  custom: `www.${SITE}.com`,
} as const;

/** A browser and a stack showing the demo site under `CAMERA_HOSTS`. */
export interface Camera {
  driver: ExtensionDriver;
  stack: Stack;
  close(): Promise<void>;
}

/**
 * Starts a forwarder, then the browser with `start` (Chromium: `forwardedHosts` is a resolver
 * rule) mapping `CAMERA_HOSTS` to it, then the stack over HTTPS with those names (a visitor
 * expects `https://acme-bakery.webflow.io` in a picture; the browser accepts the run's
 * certificate, the forwarder passes the TLS bytes through), and grants the extension the API,
 * broker and hosts as an editor's "Allow" would, so no access prompt shows in a picture.
 * Chromium only: Firefox has no resolver rules.
 */
export async function startCamera(
  start: (options: DriverOptions) => Promise<ExtensionDriver>,
): Promise<Camera> {
  const forwarder = await startForwarder();
  const hosts = Object.values(CAMERA_HOSTS);
  const driver = await start({
    forwardedHosts: { hosts, port: forwarder.port },
    acceptSelfSignedCerts: true,
  });
  const stack = await startStack(driver, {
    tls: true,
    stagingSuffix: STAGING_SUFFIX,
    customDomains: { [SITE]: CAMERA_HOSTS.custom },
  });
  forwarder.to(stack.emulator.port);
  // The demo build may reach only plain-http loopback on its own; over TLS the API, the broker
  // and the hosts (all `https://`, among its optional hosts) are granted as an editor would.
  await grantInAClick(driver, stack, [
    ...new Set(
      [stack.endpoints.apiBase, stack.endpoints.brokerUrl, ...hosts.map((h) => `https://${h}`)].map(
        hostPatternFor,
      ),
    ),
  ]);
  return {
    driver,
    stack,
    async close() {
      await driver.close();
      await stack.close();
      await forwarder.close();
    },
  };
}

/**
 * Grants the extension `patterns` as an editor's "Allow" does: `permissions.request` in a click on
 * one of its pages, the browser told beforehand to take it without its prompt (which headless
 * Chromium never answers). Recording the grant alone leaves the hosts inactive, and without them
 * the extension cannot see which page a tab on those hosts shows.
 */
async function grantInAClick(driver: ExtensionDriver, stack: Stack, patterns: string[]) {
  await stack.allowHosts(patterns);
  const page = await driver.openPage('options.html', '[data-testid="options"]');
  try {
    await page.evaluate((origins) => {
      const allow = document.createElement('button');
      allow.id = 'camera-allow';
      allow.onclick = () =>
        void chrome.permissions
          .request({ origins })
          .then((granted) => (allow.dataset.granted = String(granted)));
      document.body.prepend(allow);
    }, patterns);
    await page.click('#camera-allow');
    await page.waitFor('#camera-allow[data-granted]');
    const granted = await page.evaluate(
      () => document.querySelector<HTMLElement>('#camera-allow')!.dataset.granted,
      undefined,
    );
    if (granted !== 'true') throw new Error(`The browser refused ${patterns.join(', ')}`);
  } finally {
    await page.close();
  }
}

/** Addresses of this machine, which no one looking at a picture has. */
const LOCAL_ADDRESS = /localhost|127\.0\.0\.1/i;

/**
 * Fails with the offending lines when what `page` shows names a local address: its rendered text
 * and what its form fields hold (an input's value, a select's chosen option), which `innerText`
 * leaves out. `what` names the picture in the message.
 */
export async function expectNoLocalAddress(page: PageDriver, what: string): Promise<void> {
  const shown = await page.evaluate(
    () => [
      document.body.innerText,
      ...[
        ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type="hidden"]), textarea',
        ),
      ].map((field) => field.value),
      ...[...document.querySelectorAll('select')].map((s) => s.selectedOptions[0]?.text ?? ''),
    ],
    undefined,
  );
  const local = shown
    .flatMap((text) => text.split('\n'))
    .filter((line) => LOCAL_ADDRESS.test(line))
    .map((line) => line.trim());
  if (local.length > 0)
    throw new Error(`${what} shows a local address: ${JSON.stringify([...new Set(local)])}`);
}
