import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

type Font = {
  id: string;
  fontFamily: string;
  weight: number;
  fileName: string;
  hostedUrl: string;
};

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the Fonts tab in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let dir: string;
    let fontPath: string;
    let bytes: Buffer;
    let staticPath: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'fonts-e2e-'));
      fontPath = join(dir, 'E2eDisplay-Bold.woff2');
      bytes = Buffer.concat([Buffer.from('wOF2'), randomBytes(4096)]);
      await writeFile(fontPath, bytes);
      staticPath = join(dir, 'AcmeSans-Regular.ttf');
      await writeFile(staticPath, Buffer.concat([Buffer.from([0, 1, 0, 0]), randomBytes(2048)]));
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    const fonts = async () =>
      (
        await stack.emulator.call<{ customFonts: Font[] }>(
          `/v2/sites/${stack.site.id}/custom_fonts?limit=100`,
          { token: stack.site.apiKey! },
        )
      ).body.customFonts;

    it('uploads a font file with progress, edits its weight and deletes it', async () => {
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-fonts"]');
      await panel.waitFor('[data-testid="font-row"]', 'Acme Sans');

      await panel.uploadFile('[data-testid="font-file-input"]', fontPath);
      await panel.waitFor('[data-testid="font-upload"][data-stage="ready"]', 'E2eDisplay-Bold');
      await panel.fill('[data-testid="font-upload-family"]', 'E2E Display');
      await panel.click('[data-testid="font-upload-start"]');
      await panel.waitFor('[data-testid="font-upload"][data-stage="done"]', 'is uploaded');
      const percent = await panel.evaluate(
        (s) => (document.querySelector(s) as HTMLProgressElement | null)?.value ?? -1,
        '[data-testid="font-upload-progress"]',
      );
      expect(percent).toBe(100);
      await panel.waitFor('[data-testid="font-row"]', 'E2E Display');

      const stored = (await fonts()).find((f) => f.fontFamily === 'E2E Display')!;
      expect(stored).toMatchObject({ weight: 700, fileName: 'E2eDisplay-Bold.woff2' });
      const served = await fetch(new URL(stored.hostedUrl, stack.emulator.origin));
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

      const row = `[data-testid="font-row"][data-font-id="${stored.id}"]`;
      await panel.click(`${row} [data-testid="font-edit"]`);
      await panel.fill(`${row} [data-testid="font-edit-weight"]`, '600');
      await panel.click(`${row} [data-testid="font-edit-save"]`);
      await panel.waitFor(`${row} [data-testid="font-weight"]`, '600');
      expect((await fonts()).find((f) => f.id === stored.id)?.weight).toBe(600);

      await panel.evaluate(() => {
        window.confirm = () => true;
      }, undefined);
      await panel.click(`${row} [data-testid="font-delete"]`);
      await panel.waitFor('[data-testid="fonts-notice"]', 'Deleted 1 font');
      expect((await fonts()).some((f) => f.id === stored.id)).toBe(false);
      await panel.close();
    });

    it('explains a 409 for a family, weight and style that exist, and offers to replace that font', async () => {
      const before = (await fonts()).length;
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-fonts"]');
      await panel.waitFor('[data-testid="font-row"]', 'Acme Sans');
      await panel.uploadFile('[data-testid="font-file-input"]', staticPath);
      await panel.waitFor('[data-testid="font-upload"][data-stage="ready"]');
      await panel.fill('[data-testid="font-upload-family"]', 'Acme Sans');
      await panel.click('[data-testid="font-upload-start"]');
      await panel.waitFor(
        '[data-testid="font-upload-error"]',
        'A font with this family, weight and style already exists',
      );
      await panel.waitFor('[data-testid="font-upload-replace-conflict"]', 'Acme Sans');
      expect((await stack.journal('POST', '/custom_fonts')).at(-1)?.status).toBe(409);
      expect((await fonts()).length).toBe(before);
      await panel.close();
    });

    it('replaces the variable font’s file with a static one, as the editor chose', async () => {
      const acme = (await fonts()).find((f) => f.fontFamily === 'Acme Sans')!;
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-fonts"]');
      const row = `[data-testid="font-row"][data-font-id="${acme.id}"]`;
      await panel.waitFor(`${row} [data-testid="font-kind"]`, 'Variable');
      await panel.click(`${row} [data-testid="font-replace"]`);
      await panel.uploadFile(`${row} [data-testid="font-replace-input"]`, staticPath);
      await panel.click(`${row} input[type="radio"][value="static"]`);
      await panel.click(`${row} [data-testid="font-replace-start"]`);
      await panel.waitFor('[data-testid="font-upload"][data-stage="done"]', 'is uploaded');
      await panel.waitFor(`${row} [data-testid="font-kind"]`, 'Static');
      await panel.waitFor(`${row} [data-testid="font-file"]`, 'AcmeSans-Regular.ttf');
      const after = (await fonts()).find((f) => f.id === acme.id) as Font & { axes: unknown[] };
      expect(after).toMatchObject({ fileName: 'AcmeSans-Regular.ttf', axes: [] });
      await panel.close();
    });
  });
}
