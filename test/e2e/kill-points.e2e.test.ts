import { afterAll, beforeAll, describe, it } from 'vitest';
import { chromiumInfo, firefoxInfo } from './support/browsers';
import { chromiumDriver, firefoxDriver, type ExtensionDriver } from './support/driver';
import {
  forgetCredentials,
  JOURNEYS,
  killPoints,
  openPages,
  type Journey,
  type RunContext,
} from './support/journeys';
import { SITE_JOURNEYS } from './support/site-journeys';
import { startStack, type Stack } from './support/stack';

/**
 * Runs `journey` once per kill point, interrupting between step k and k + 1 (or after every step),
 * and checks the same end state each time.
 */
function runJourneys(
  browser: string,
  start: () => Promise<ExtensionDriver>,
  interrupt: (driver: ExtensionDriver, ctx: RunContext) => Promise<void>,
  journeys: Journey[],
) {
  describe(`journeys interrupted between steps in ${browser}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let signedIn = false;
    beforeAll(async () => {
      driver = await start();
      stack = await startStack(driver);
      // Dozens of journeys a minute would exceed the demo plan's 60 requests a minute, and the
      // extension would rightly wait for the window; rate limits have their own tests.
      await stack.emulator.control(`/sites/${stack.site.id}/plan`, {
        method: 'POST',
        body: { rateLimit: 10_000 },
      });
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    for (const journey of journeys) {
      describe(journey.name, () => {
        let tabId = -1;
        beforeAll(async () => {
          if (!journey.signsIn && !signedIn) {
            await forgetCredentials({ driver });
            await (await stack.signInWithSiteKey()).close();
            signedIn = true;
          }
          if (journey.pagePath) {
            ({ tabId } = await driver.openTab(
              `http://${stack.site.shortName}.localhost:${stack.emulator.port}${journey.pagePath}`,
            ));
          }
        });

        for (const point of killPoints(journey)) {
          const where =
            point === 'every'
              ? 'after every step'
              : `between “${journey.steps[point - 1]!.name}” and “${journey.steps[point]!.name}”`;
          it(`reaches the same end state when interrupted ${where}`, async () => {
            const ctx: RunContext = {
              driver,
              stack,
              pages: openPages(),
              label: `Run ${point} ${Date.now() % 100_000}`,
              tabId,
              carry: {},
            };
            try {
              await journey.reset?.(ctx);
              await stack.resetJournal();
              for (const [index, step] of journey.steps.entries()) {
                if (index > 0 && (point === 'every' || point === index)) {
                  await interrupt(driver, ctx);
                }
                await step.run(ctx);
              }
              await journey.end(ctx);
            } finally {
              await ctx.pages.closeAll();
              await ctx.carry.consent?.close().catch(() => undefined);
            }
          });
        }
      });
    }
  });
}

// Only Chromium can stop an extension's service worker on demand (DevTools protocol).
describe.skipIf(!chromiumInfo.path)('Chromium: the service worker stopped', () => {
  runJourneys(
    'Chromium',
    chromiumDriver,
    (driver) => (driver as Awaited<ReturnType<typeof chromiumDriver>>).stopWorker(),
    [...JOURNEYS, ...SITE_JOURNEYS],
  );
});

// Firefox offers no way to stop its background from outside the browser, so there every open
// extension page is closed and reloaded between steps instead; the sign-in journeys keep their state
// in the open page or the background's pending call, so they are Chromium-only (see `firefox` on each).
describe.skipIf(!firefoxInfo.path)('Firefox ESR: the extension pages reloaded', () => {
  runJourneys(
    'Firefox ESR',
    firefoxDriver,
    (_driver, ctx) => ctx.pages.closeAll(),
    [...JOURNEYS, ...SITE_JOURNEYS].filter((j) => j.firefox === true),
  );
});
