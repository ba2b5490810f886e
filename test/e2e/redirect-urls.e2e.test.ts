/**
 * The ids and redirect URLs `npm run setup:oauth` prints, against what the browsers answer:
 * Chromium loading a build whose manifest carries a key, and Firefox ESR with the fixed add-on id.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIREFOX_ADDON_ID } from '../../lib/core/manifest/ids';
import {
  chromeExtensionId,
  chromeRedirectUrl,
  firefoxRedirectUrl,
} from '../../lib/core/manifest/redirects';
import { TEST_CHROME_ID, TEST_PUBLIC_KEY } from '../unit/core/manifest/test-key';
import { chromiumInfo, firefoxInfo } from './support/browsers';
import { launchChromium } from './support/chromium';
import { firefoxDriver } from './support/driver';
import { CHROME_BUILD } from './support/paths';

describe.skipIf(!chromiumInfo.path)('Chromium', () => {
  it('gives a build with a manifest key the id and redirect URL computed from the key', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-companion-keyed-'));
    await cp(CHROME_BUILD, dir, { recursive: true });
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
    await writeFile(manifestFile, JSON.stringify({ ...manifest, key: TEST_PUBLIC_KEY }));
    const session = await launchChromium({ extensionPath: dir });
    try {
      const redirect = await session.worker.evaluate(() => chrome.identity.getRedirectURL());
      expect(session.extensionId).toBe(await chromeExtensionId(TEST_PUBLIC_KEY));
      expect(session.extensionId).toBe(TEST_CHROME_ID);
      expect(redirect).toBe(chromeRedirectUrl(TEST_CHROME_ID));
    } finally {
      await session.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!firefoxInfo.path)('Firefox ESR', () => {
  it('answers the redirect URL computed from the fixed add-on id', async () => {
    const driver = await firefoxDriver();
    try {
      expect(driver.redirectUri).toBe(await firefoxRedirectUrl(FIREFOX_ADDON_ID));
    } finally {
      await driver.close();
    }
  });
});
