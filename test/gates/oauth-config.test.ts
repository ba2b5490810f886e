import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEnv } from '../../lib/core/manifest/build-env';
import { oauthBuildSettings } from '../../lib/core/manifest/build-settings';
import { BUILDS, ZIPS, buildFiles, readManifest, zipFiles } from './artifacts';

/**
 * The placeholders production builds once shipped: a broker nobody runs and a client id no app
 * has. A build without a team's OAuth app must offer key sign-in only, not a broken OAuth button.
 */
const PLACEHOLDERS: [string, RegExp][] = [
  ['the placeholder broker', /broker\.site-companion\.dev/],
  ['the placeholder client id', /["'`]site-companion["'`]/],
];

const placeholdersIn = (files: [string, string][]) =>
  files.flatMap(([file, text]) =>
    PLACEHOLDERS.filter(([, re]) => re.test(text)).map(([what]) => `${file}: ${what}`),
  );

describe('the production build made without OAuth settings', () => {
  it('was made without them (the gates check that build; pass the variables to your own builds only)', () => {
    for (const browser of ['chrome', 'firefox'] as const) {
      const env = buildEnv({
        mode: 'production',
        browser,
        root: path.resolve('.'),
        processEnv: process.env,
      });
      expect(oauthBuildSettings(env), browser).toEqual({});
    }
  });

  it.each([
    ['chrome build', () => buildFiles(BUILDS.chrome)],
    ['firefox build', () => buildFiles(BUILDS.firefox)],
    ['chrome zip', () => zipFiles(ZIPS.chrome)],
    ['firefox zip', () => zipFiles(ZIPS.firefox)],
  ])('%s ships no broker or client id placeholder', (_name, files) => {
    expect(placeholdersIn(files())).toEqual([]);
  });

  it('the scan finds what it looks for', () => {
    const planted: [string, string][] = [
      ['a.js', 'const e={brokerUrl:"https://broker.site-companion.dev",clientId:"site-companion"}'],
      ['b.js', 'const k="site-companion:view-cache",id="site-companion@site-companion.dev"'],
    ];
    expect(placeholdersIn(planted)).toEqual([
      'a.js: the placeholder broker',
      'a.js: the placeholder client id',
    ]);
  });

  it.each(['chrome', 'firefox'] as const)(
    '%s reaches the API alone and carries no key',
    (build) => {
      const manifest = readManifest(build);
      expect(manifest.host_permissions).toEqual(['https://api.webflow.com/*']);
      expect(manifest.optional_host_permissions).toEqual(['https://*/*']);
      expect(manifest).not.toHaveProperty('key');
    },
  );
});

describe('store zips', () => {
  it('never carry a manifest key, which the Chrome Web Store refuses', () => {
    for (const zip of [ZIPS.chrome, ZIPS.firefox]) {
      const [, text] = zipFiles(zip).find(([name]) => name === 'manifest.json')!;
      expect(JSON.parse(text), zip).not.toHaveProperty('key');
    }
  });
});

describe('demo builds', () => {
  it('keep account sign-in on: the client id and broker of .env.demo are built in', () => {
    for (const dir of ['.output/chrome-mv3-demo', '.output/firefox-mv3-demo']) {
      const [, background] = buildFiles(path.resolve(dir)).find(([f]) => f === 'background.js')!;
      // Checked as booleans: a failure must not print the whole bundle.
      expect(/["'`]demo-client["'`]/.test(background), `${dir}: client id`).toBe(true);
      expect(/["'`]http:\/\/127\.0\.0\.1:8788["'`]/.test(background), `${dir}: broker`).toBe(true);
    }
  });
});
