import { render } from 'preact';
import { browser } from 'wxt/browser';
import { PopupApp } from '../../components/shell/PopupApp';
import '../../components/common/styles.css';
import { createRuntimeClient } from '../../lib/core/messaging/runtime-client';
import { createPopupModel } from '../../lib/app/model/popup-model';
import { openSidePanel } from '../../lib/features/menus/open-side-panel';
import { t } from '../../lib/core/i18n/t';

const client = createRuntimeClient();
const model = createPopupModel(client, localStorage);

// Opened as a page (`popup.html?tabId=N`, e.g. pinned in a tab), the popup describes tab N.
const tabId = Number(new URLSearchParams(window.location.search).get('tabId'));
const tab =
  tabId > 0
    ? browser.tabs.get(tabId)
    : browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
// The panel may only be opened inside the click's gesture, so the window id is known up front.
let windowId: number | undefined;
void tab.then((t) => (windowId = t?.windowId));

const actions = {
  openSidePanel: () => void openSidePanel({ windowId }).then(() => window.close()),
  openLocale(localeId: string) {
    const opening = openSidePanel({ windowId });
    void client.request('menus.showLocaleInPanel', { localeId }).then(() => opening);
  },
  // The same hand-over as the context menu's "Add schema…", for the tab's page.
  addSchema() {
    const opening = openSidePanel({ windowId });
    void Promise.all([tab, import('../../lib/features/menus/panel-action')])
      .then(([t, { pendingPanelAction }]) =>
        pendingPanelAction.setValue({
          kind: 'add-schema',
          tabId: t?.id,
          pageUrl: t?.url,
          createdAt: Date.now(),
        }),
      )
      .then(() => opening);
  },
  openOptions: () => void browser.runtime.openOptionsPage().then(() => window.close()),
};

document.documentElement.lang = t('ui_lang');
render(<PopupApp {...model} actions={actions} now={Date.now()} />, document.getElementById('app')!);
void model.start(tab.then((t) => t?.url));
