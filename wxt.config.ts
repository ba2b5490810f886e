import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

/** The Firefox add-on id is fixed so that storage, OAuth redirect URLs and AMO listings stay stable. */
export const FIREFOX_ADDON_ID = 'site-companion@site-companion.dev';

export default defineConfig({
  imports: false,
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  zip: {
    artifactTemplate: '{{name}}-{{version}}-{{browser}}.zip',
    sourcesTemplate: '{{name}}-{{version}}-sources.zip',
    excludeSources: ['demo-output/**', 'test-results/**', 'bench/results.json'],
  },
  manifest: ({ browser }) => ({
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
          },
        }
      : {}),
  }),
});
