import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver } from './support/driver';
import { startStack, type JournalEntry, type Stack } from './support/stack';

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

    /** Requests that reached the object store, with the host they were sent to. */
    const storePosts = async () =>
      (await stack.journal('POST', '/emulator-uploads')) as (JournalEntry & {
        host: string | null;
      })[];
    const storeHost = () => `objects.localhost:${stack.emulator.port}`;
    const fontsPanel = async () => {
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-fonts"]');
      await panel.waitFor('[data-testid="font-row"]', 'Acme Sans');
      return panel;
    };
    const chooseNew = async (panel: Awaited<ReturnType<typeof fontsPanel>>, family: string) => {
      await panel.uploadFile('[data-testid="font-file-input"]', fontPath);
      await panel.waitFor('[data-testid="font-upload"][data-stage="ready"]', 'E2eDisplay-Bold');
      await panel.fill('[data-testid="font-upload-family"]', family);
      await panel.click('[data-testid="font-upload-start"]');
    };

    /** Every font the emulator holds, live or still waiting for its file. */
    const held = (family: string) =>
      Object.values(stack.emulator.emulator.store.world.customFonts).filter(
        (f) => f.fontFamily === family,
      );

    const fonts = async () =>
      (
        await stack.emulator.call<{ customFonts: Font[] }>(
          `/v2/sites/${stack.site.id}/custom_fonts?limit=100`,
          { token: stack.site.apiKey! },
        )
      ).body.customFonts;

    it('uploads a font file with progress, edits its weight and deletes it', async () => {
      await stack.resetJournal();
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
      // The file went to the object store's own origin, which sends no CORS header at all.
      expect((await storePosts()).map((e) => [e.host, e.status])).toEqual([[storeHost(), 201]]);
      // With the host permission the page's request is not even preflighted.
      expect(await stack.journal('OPTIONS', '/emulator-uploads')).toEqual([]);

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
    it('the object store answers no web page: without the extension’s host access CORS blocks it', async () => {
      await stack.resetJournal();
      const { page } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const outcome = await page.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const xhr = new XMLHttpRequest();
            xhr.open('POST', url);
            xhr.upload.onprogress = () => undefined;
            xhr.onload = () => resolve(`answered ${xhr.status}`);
            xhr.onerror = () => resolve('blocked');
            const form = new FormData();
            form.append('key', 'nothing');
            form.append('file', new Blob(['x']), 'x.woff2');
            xhr.send(form);
          }),
        `http://${storeHost()}/emulator-uploads`,
      );
      expect(outcome).toBe('blocked');
      // The browser asked first (an upload listener makes the request preflighted), was refused
      // with no CORS header, and never sent the form.
      const reached = (await stack.journal(undefined, '/emulator-uploads')) as (JournalEntry & {
        host: string | null;
      })[];
      expect(reached.map((e) => [e.method, e.host, e.status])).toEqual([
        ['OPTIONS', storeHost(), 403],
      ]);
      await page.close();
    });

    it('offers "Retry upload" when the store fails the file, and the retry sends it once more', async () => {
      await stack.resetJournal();
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'POST',
          path: '/emulator-uploads',
          action: { kind: 'status', status: 500 },
        },
      });
      const panel = await fontsPanel();
      await chooseNew(panel, 'E2E Retry');
      await panel.waitFor(
        '[data-testid="font-upload-error"]',
        'The file store refused the upload (500',
      );
      await panel.waitFor('[data-testid="font-upload-without-file"]', 'The font is registered');
      await panel.waitFor('[data-testid="font-upload-delete-pending"]', 'Delete this font');
      expect(held('E2E Retry').map((f) => f.status)).toEqual(['pending']);

      await panel.click('[data-testid="font-upload-retry"]');
      await panel.waitFor('[data-testid="font-upload"][data-stage="done"]', 'is uploaded');
      const stored = (await fonts()).find((f) => f.fontFamily === 'E2E Retry')!;
      expect(stored).toMatchObject({ fileName: 'E2eDisplay-Bold.woff2' });
      const served = await fetch(new URL(stored.hostedUrl, stack.emulator.origin));
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await storePosts()).map((e) => [e.host, e.status, e.fault])).toEqual([
        [storeHost(), 500, 'status'],
        [storeHost(), 201, null],
      ]);
      // The policy outlived a 5xx: the same upload was sent again, with no second handshake.
      expect((await stack.journal('POST', '/custom_fonts')).filter((e) => e.applied)).toHaveLength(
        1,
      );
      expect(await stack.journal('PUT', '/custom_fonts')).toEqual([]);
      await panel.close();
    });

    it('"Delete this font" removes a font whose file the store refused', async () => {
      await stack.resetJournal();
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'POST',
          path: '/emulator-uploads',
          action: { kind: 'status', status: 503 },
        },
      });
      const panel = await fontsPanel();
      await chooseNew(panel, 'E2E Abandoned');
      await panel.waitFor('[data-testid="font-upload-delete-pending"]');
      expect(held('E2E Abandoned').map((f) => f.status)).toEqual(['pending']);
      await panel.click('[data-testid="font-upload-delete-pending"]');
      await panel.evaluate(
        (s) =>
          new Promise<void>((resolve) => {
            const check = () => (document.querySelector(s) ? setTimeout(check, 50) : resolve());
            check();
          }),
        '[data-testid="font-upload"]',
      );
      const deletes = (await stack.journal('POST', '/custom_fonts/batchDelete')).filter(
        (e) => e.applied,
      );
      expect(deletes).toHaveLength(1);
      expect(held('E2E Abandoned')).toEqual([]);
      await panel.close();
    });

    it('names the credential when the service refuses custom fonts to a site API key', async () => {
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'POST',
          path: '/v2/sites/*/custom_fonts',
          action: {
            kind: 'status',
            status: 403,
            body: { code: 'forbidden', message: 'User is not authorized to perform this action' },
          },
        },
      });
      const panel = await fontsPanel();
      await chooseNew(panel, 'E2E Refused');
      await panel.waitFor(
        '[data-testid="font-upload-error"]',
        'The service refused this with a site API key: custom fonts need a sign-in with your account (OAuth)',
      );
      expect(held('E2E Refused')).toEqual([]);
      await panel.close();
    });
  });
}
