import { describe, expect, it } from 'vitest';
import { FIREFOX_ADDON_ID } from '@/lib/core/manifest/ids';
import {
  chromeExtensionId,
  chromeOrigin,
  chromeRedirectUrl,
  firefoxRedirectUrl,
  publicKeyBytes,
} from '@/lib/core/manifest/redirects';
import { TEST_CHROME_ID, TEST_PUBLIC_KEY } from './test-key';

describe('Chrome ids and redirect URLs', () => {
  it('derives the id Chromium gives a build with the test key', async () => {
    expect(await chromeExtensionId(TEST_PUBLIC_KEY)).toBe(TEST_CHROME_ID);
  });

  it('reads the key with PEM armour and line breaks as the dashboard shows it', async () => {
    const lines = TEST_PUBLIC_KEY.match(/.{1,64}/g)!.join('\n');
    const pem = `-----BEGIN PUBLIC KEY-----\n${lines}\n-----END PUBLIC KEY-----\n`;
    expect(await chromeExtensionId(pem)).toBe(TEST_CHROME_ID);
  });

  it('writes every id with the letters a–p only, 32 of them', async () => {
    const other = btoa('any bytes at all');
    expect(await chromeExtensionId(other)).toMatch(/^[a-p]{32}$/);
    expect(await chromeExtensionId(other)).not.toBe(TEST_CHROME_ID);
  });

  it('refuses text that is not base64', () => {
    expect(() => publicKeyBytes('not a key!')).toThrow(/not base64/);
    expect(() => publicKeyBytes('')).toThrow(/not base64/);
  });

  it('gives the redirect URL and origin of an id', () => {
    expect(chromeRedirectUrl(TEST_CHROME_ID)).toBe(
      'https://gmapdhpjiihkknabmgnmcbhkpnkooaig.chromiumapp.org/',
    );
    expect(chromeOrigin(TEST_CHROME_ID)).toBe(
      'chrome-extension://gmapdhpjiihkknabmgnmcbhkpnkooaig',
    );
  });
});

describe('Firefox redirect URL', () => {
  it('is the SHA-1 of the add-on id under extensions.allizom.org, as Firefox ESR answers', async () => {
    expect(await firefoxRedirectUrl(FIREFOX_ADDON_ID)).toBe(
      'https://94c5f73cb1d52c37450ca8e28844301fb0afee7c.extensions.allizom.org/',
    );
  });

  it('changes with the add-on id', async () => {
    expect(await firefoxRedirectUrl('other@example.com')).not.toBe(
      await firefoxRedirectUrl(FIREFOX_ADDON_ID),
    );
  });
});
