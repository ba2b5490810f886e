import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import {
  hostPermissions,
  oauthBuildSettings,
  type OAuthBuildSettings,
} from './lib/core/manifest/build-settings';
import { FIREFOX_ADDON_ID } from './lib/core/manifest/ids';
import { panelCommands } from './lib/features/menus/shortcut';
import {
  directCheckerImports,
  inlinePageStyles,
  noChunksInScripts,
  sidePanelHeadScript,
  upFrontChunks,
} from './scripts/page-build-plugins';

/** A feature's public surfaces (`index.ts`, `background.ts`, `model/index.ts`): re-exports only. */
const FEATURE_SURFACE = /\/lib\/features\/[^/]+\/(model\/index|index|background)\.ts$/;

/**
 * Tells the bundler a feature's surfaces do nothing but re-export, so a page that takes one name
 * through a surface does not load the surface's other modules.
 */
const pureFeatureSurfaces = {
  name: 'pure-feature-surfaces',
  transform(code: string, id: string) {
    return FEATURE_SURFACE.test(id) ? { code, moduleSideEffects: false } : undefined;
  },
};

/** The code the popup or the options page loads up front with the side panel: one chunk. */
const upFront = upFrontChunks(
  ['sidepanel', 'popup', 'options'].map((page) => path.resolve('entrypoints', page, 'index.html')),
);

/** The built Chrome manifest while the store zip is made without its `key`. */
let keyedManifest: string | undefined;

export default defineConfig({
  imports: false,
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    plugins: [
      preact(),
      pureFeatureSurfaces,
      directCheckerImports(path.resolve('lib/jsonld/index.ts'), path.resolve('.')),
      sidePanelHeadScript,
      inlinePageStyles,
      noChunksInScripts,
      upFront.plugin,
    ],
    build: {
      // A lazy chunk's own imports load when it runs; listing them with every dynamic import
      // (for preloading) would put every tab's and section's file names into the pages' first
      // load, for files read from the extension's own package. Their styles are still listed.
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: upFront.groups,
          },
        },
      },
    },
  }),
  zip: {
    artifactTemplate: '{{name}}-{{version}}-{{browser}}.zip',
    sourcesTemplate: '{{name}}-{{version}}-sources.zip',
    // The reviewers' copy holds what builds the extension; tests and local servers are not part of it.
    excludeSources: [
      'demo-output/**',
      'test-results/**',
      'test/**',
      'bench/**',
      'emulator/**',
      'broker/**',
      // Private keys never go to the reviewers, wherever someone left one in the checkout.
      '**/*.pem',
      '**/*.key',
    ],
  },
  hooks: {
    // The Chrome Web Store refuses an upload whose manifest has a `key` (the store holds the key
    // itself), so the store zip leaves it out; the unpacked build keeps it for a stable id.
    'zip:extension:start'(wxt) {
      const file = path.join(wxt.config.outDir, 'manifest.json');
      const text = readFileSync(file, 'utf8');
      const manifest = JSON.parse(text) as Record<string, unknown>;
      if (!('key' in manifest)) return;
      keyedManifest = text;
      delete manifest.key;
      writeFileSync(file, JSON.stringify(manifest));
    },
    'zip:extension:done'(wxt) {
      if (keyedManifest === undefined) return;
      writeFileSync(path.join(wxt.config.outDir, 'manifest.json'), keyedManifest);
      keyedManifest = undefined;
    },
  },
  // WXT has loaded `.env`, `.env.<mode>`, … into `process.env` by the time it calls this.
  manifest: ({ browser, mode }) => manifestFields(browser, mode, oauthBuildSettings(process.env)),
});

/** The manifest for `browser` in `mode`, with the team's OAuth app when the build names one. */
function manifestFields(browser: string, mode: string, oauth: OAuthBuildSettings) {
  return {
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'storage',
      'identity',
      'contextMenus',
      'activeTab',
      'scripting',
      'alarms',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    action: { default_title: '__MSG_extName__' },
    commands: panelCommands(browser),
    host_permissions: hostPermissions(mode, oauth),
    // Custom API or broker hosts are asked for when the editor saves them in the settings, a
    // site's custom domains when a check reads them (the demo's emulator serves those over http).
    optional_host_permissions: ['https://*/*', ...(mode === 'demo' ? ['http://*/*'] : [])],
    // Declared empty so that no other extension and no web page can message us (Chrome only).
    ...(browser === 'firefox' ? {} : { externally_connectable: { ids: [] } }),
    // Fixes the Chrome extension id, and so its OAuth redirect URL (Firefox's id is fixed below).
    ...(browser !== 'firefox' && oauth.chromePublicKey ? { key: oauth.chromePublicKey } : {}),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: FIREFOX_ADDON_ID,
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  };
}
