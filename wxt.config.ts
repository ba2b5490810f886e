import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { FIREFOX_ADDON_ID } from './lib/manifest/ids';
import { panelCommands } from './lib/panel/shortcut';

/**
 * Production builds reach only the real service and the broker. Demo builds (the demo and the
 * end-to-end tests) also reach the local emulator, its published sites and its Designer stand-in.
 */
function hostPermissions(mode: string): string[] {
  const production = ['https://api.webflow.com/*', 'https://broker.site-companion.dev/*'];
  return mode === 'demo'
    ? [...production, 'http://127.0.0.1/*', 'http://*.localhost/*']
    : production;
}

export default defineConfig({
  imports: false,
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
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
    ],
  },
  manifest: ({ browser, mode }) => ({
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
    host_permissions: hostPermissions(mode),
    // Custom API or broker hosts are asked for when the editor saves them in the settings.
    optional_host_permissions: ['https://*/*'],
    // Declared empty so that no other extension and no web page can message us (Chrome only).
    ...(browser === 'firefox' ? {} : { externally_connectable: { ids: [] } }),
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
  }),
});
