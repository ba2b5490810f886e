import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ColorScheme, ExtensionDriver, PageDriver } from './support/driver';
import {
  screenContext,
  SIGNED_IN_SCREENS,
  SIGNED_OUT_SCREENS,
  type Screen,
  type ScreenContext,
} from './support/screens';
import { startStack, type Stack } from './support/stack';

const SCHEMES: ColorScheme[] = ['light', 'dark'];

/** The page background's lightness, 0 (black) to 1 (white): proof that the theme followed. */
const backgroundLightness = (page: PageDriver) =>
  page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .map(Number);
    return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
  }, undefined);

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`accessibility in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    const ctx = {} as ScreenContext;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      Object.assign(ctx, await screenContext(driver, stack));
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const checkScreen = (screen: Screen) =>
      it(`${screen.name} has no serious or critical axe violation, light and dark`, async () => {
        const page = await screen.open(ctx);
        try {
          const report: string[] = [];
          for (const scheme of SCHEMES) {
            await page.colorScheme(scheme);
            expect(await backgroundLightness(page), `${scheme} background`).toSatisfy(
              (l: number) => (scheme === 'dark' ? l < 0.2 : l > 0.8),
            );
            const violations = await axeViolations(page);
            if (violations.length > 0) {
              report.push(`${scheme} scheme:\n${describeViolations(violations)}`);
            }
          }
          expect(report.join('\n\n'), `${screen.name} in ${target.name}`).toBe('');
        } finally {
          await screen.cleanup?.(ctx, page);
          await page.close();
        }
      });

    describe('signed out', () => {
      for (const screen of SIGNED_OUT_SCREENS) checkScreen(screen);
    });

    describe('signed in', () => {
      beforeAll(async () => {
        await (await stack.signInWithSiteKey()).close();
      });
      for (const screen of SIGNED_IN_SCREENS) checkScreen(screen);
    });
  });
}
