import { signal } from '@preact/signals';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { preloadJsonEditor } from '../../components/JsonLdEditor';
import { SidePanelApp } from '../../components/SidePanelApp';
import '../../components/styles.css';
import '../../components/metadata.css';
import '../../components/assets.css';
import '../../components/fonts.css';
import '../../components/webhooks.css';
import type { Check } from '../../lib/models/schema-model';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { createSidePanelModel } from '../../lib/models/side-panel-model';
import { pendingPanelAction, type PanelAction } from '../../lib/storage/items';
import { downloadFile } from '../../lib/site/download';
import { t } from '../../lib/i18n/t';

// The checker and its vocabulary load on first use, in their own chunks.
const check: Check = async (text, context) => {
  const { checkJsonLd, loadVocabulary } = await import('../../lib/jsonld');
  return checkJsonLd(text, { vocabulary: await loadVocabulary(), context }).diagnostics;
};
// The editor's code loads while the page's markup is fetched.
void preloadJsonEditor();
const pending = signal<PanelAction | null>(null);
void pendingPanelAction.getValue().then((a) => (pending.value = a));
pendingPanelAction.watch((a) => (pending.value = a));
const model = createSidePanelModel({
  client: createRuntimeClient(),
  check,
  pending,
  clearPending: () => pendingPanelAction.setValue(null),
});

const App = () => (
  <SidePanelApp
    model={model}
    pendingAction={pending.value}
    onSignIn={() => void browser.runtime.openOptionsPage()}
    confirm={(question) => window.confirm(question)}
    assetActions={{
      copyUrl: (url) => navigator.clipboard.writeText(url),
      openUrl: (url) => void browser.tabs.create({ url }),
    }}
    copyText={(text) => navigator.clipboard.writeText(text)}
    siteActions={{
      download: downloadFile,
      openFullView: (id) =>
        void browser.tabs.create({ url: browser.runtime.getURL(`/options.html#site=${id}`) }),
    }}
  />
);
document.documentElement.lang = t('ui_lang');
render(<App />, document.getElementById('app')!);

// Opened as a page (`sidepanel.html?tabId=N`), the panel describes tab N; else the active tab.
const tabId = Number(new URLSearchParams(window.location.search).get('tabId'));
const tab =
  tabId > 0
    ? browser.tabs.get(tabId)
    : browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
void tab.then((t) => model.open(t?.url, t?.id));
