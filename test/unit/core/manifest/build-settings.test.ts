import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BuildSettingError,
  hostPermissions,
  oauthBuildSettings,
  oauthReady,
} from '@/lib/core/manifest/build-settings';
import { TEST_PUBLIC_KEY } from './test-key';

describe('oauthBuildSettings', () => {
  it('has nothing when the variables are unset or empty', () => {
    expect(oauthBuildSettings({})).toEqual({});
    expect(
      oauthBuildSettings({ WXT_CLIENT_ID: ' ', WXT_BROKER_URL: '', WXT_CHROME_PUBLIC_KEY: '' }),
    ).toEqual({});
    expect(oauthReady({})).toBe(false);
  });

  it('reads the client id, the broker origin and the key on one line', () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${TEST_PUBLIC_KEY.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`;
    const settings = oauthBuildSettings({
      WXT_CLIENT_ID: ' team-client ',
      WXT_BROKER_URL: 'https://broker.team.example/',
      WXT_CHROME_PUBLIC_KEY: pem,
    });
    expect(settings).toEqual({
      clientId: 'team-client',
      brokerUrl: 'https://broker.team.example',
      chromePublicKey: TEST_PUBLIC_KEY,
    });
    expect(oauthReady(settings)).toBe(true);
    expect(oauthReady({ clientId: 'team-client' })).toBe(false);
  });

  it('allows http for a broker on this machine only', () => {
    expect(oauthBuildSettings({ WXT_BROKER_URL: 'http://127.0.0.1:8788' }).brokerUrl).toBe(
      'http://127.0.0.1:8788',
    );
    expect(() => oauthBuildSettings({ WXT_BROKER_URL: 'http://broker.team.example' })).toThrow(
      /WXT_BROKER_URL must use https/,
    );
  });

  it.each([
    [
      'a path',
      'https://broker.team.example/oauth',
      /broker's origin, like https:\/\/broker\.team\.example/,
    ],
    ['a query', 'https://broker.team.example/?x=1', /broker's origin/],
    ['no URL', 'broker.team.example', /WXT_BROKER_URL must be a URL/],
  ])('refuses a broker URL with %s', (_what, value, message) => {
    expect(() => oauthBuildSettings({ WXT_BROKER_URL: value })).toThrow(message);
  });

  it('refuses a key that is not a public key, naming the variable', () => {
    for (const value of ['not a key', btoa('sixteen bytes!!!')]) {
      expect(() => oauthBuildSettings({ WXT_CHROME_PUBLIC_KEY: value })).toThrow(BuildSettingError);
      expect(() => oauthBuildSettings({ WXT_CHROME_PUBLIC_KEY: value })).toThrow(
        /WXT_CHROME_PUBLIC_KEY must be a public key/,
      );
    }
  });
});

describe('hostPermissions', () => {
  it('is the API alone in a production build without a broker', () => {
    expect(hostPermissions('production', {})).toEqual(['https://api.webflow.com/*']);
  });

  it('adds the broker host (any port) when the build names one', () => {
    expect(
      hostPermissions('production', { brokerUrl: 'https://broker.team.example:8443' }),
    ).toEqual(['https://api.webflow.com/*', 'https://broker.team.example/*']);
  });

  it('adds the emulator in demo builds, once', () => {
    expect(hostPermissions('demo', { brokerUrl: 'http://127.0.0.1:8788' })).toEqual([
      'https://api.webflow.com/*',
      'http://127.0.0.1/*',
      'http://*.localhost/*',
    ]);
  });
});

describe('wxt.config.ts manifest', () => {
  afterEach(() => vi.unstubAllEnvs());

  const manifestFor = async (browser: string, mode = 'production') => {
    const config = (await import('@/wxt.config')).default;
    const manifest = config.manifest as (env: object) => Record<string, unknown>;
    return manifest({ browser, mode, command: 'build', manifestVersion: 3 });
  };

  it('has neither a broker nor a key without the variables', async () => {
    for (const name of ['WXT_CLIENT_ID', 'WXT_BROKER_URL', 'WXT_CHROME_PUBLIC_KEY']) {
      vi.stubEnv(name, '');
    }
    const chrome = await manifestFor('chrome');
    expect(chrome.host_permissions).toEqual(['https://api.webflow.com/*']);
    expect(chrome.optional_host_permissions).toEqual(['https://*/*']);
    expect(chrome).not.toHaveProperty('key');
  });

  it('asks for http hosts only in the demo build, whose emulator serves custom domains so', async () => {
    for (const browser of ['chrome', 'firefox']) {
      expect((await manifestFor(browser)).optional_host_permissions).toEqual(['https://*/*']);
      expect((await manifestFor(browser, 'demo')).optional_host_permissions).toEqual([
        'https://*/*',
        'http://*/*',
      ]);
    }
  });

  it('carries the broker in both browsers and the key in Chrome only', async () => {
    vi.stubEnv('WXT_BROKER_URL', 'https://broker.team.example');
    vi.stubEnv('WXT_CHROME_PUBLIC_KEY', TEST_PUBLIC_KEY);
    const chrome = await manifestFor('chrome');
    const firefox = await manifestFor('firefox');
    expect(chrome.key).toBe(TEST_PUBLIC_KEY);
    expect(firefox).not.toHaveProperty('key');
    for (const manifest of [chrome, firefox]) {
      expect(manifest.host_permissions).toEqual([
        'https://api.webflow.com/*',
        'https://broker.team.example/*',
      ]);
    }
  });

  it('fails the build on a bad setting, naming the variable', async () => {
    vi.stubEnv('WXT_BROKER_URL', 'http://broker.team.example');
    await expect(manifestFor('chrome')).rejects.toThrow(/WXT_BROKER_URL/);
  });
});
