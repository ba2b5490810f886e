// First, so the tab lookup and the editor's code start before the rest of the panel's code runs.
import { afterEditorCode, panelTab } from './early';
import '../../components/common/styles.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { SidePanelApp } from '../../components/shell/SidePanelApp';
import { t } from '../../lib/core/i18n/t';
import { createDraftRescue, flushWhenHidden } from '../../lib/core/drafts/rescue';
import { createRuntimeClient } from '../../lib/core/messaging/runtime-client';
import { browserHostAccess } from '../../lib/features/menus/browser-host-access';
import { lazyCheck } from '../../lib/features/schema/model/lazy-check';
import { createSidePanelModel } from '../../lib/app/model/side-panel-model';
import { watchPendingAction } from '../../lib/features/menus/pending-action';
import { downloadFile } from '../../lib/features/site/download';

const { pending, clear } = watchPendingAction(afterEditorCode());
const model = createSidePanelModel({
  client: createRuntimeClient(),
  check: async (text, context, template) => {
    await afterEditorCode();
    return lazyCheck(text, context, template);
  },
  cache: localStorage,
  pending,
  clearPending: clear,
  rescue: createDraftRescue(localStorage),
  hostAccess: browserHostAccess,
});
model.watchSession(3000, () => !document.hidden);
flushWhenHidden(window, () => model.flushDrafts());

void panelTab.then((t) => model.open(t?.url, t?.id));

const App = () => (
  <SidePanelApp
    model={model}
    pendingAction={model.pendingHere.value}
    onSignIn={() => void browser.runtime.openOptionsPage()}
    actions={{
      confirm: (question) => window.confirm(question),
      copyText: (text) => navigator.clipboard.writeText(text),
      // Views pass only addresses they checked (an asset's original: `originalUrl`).
      openUrl: (url) => void browser.tabs.create({ url }),
      download: downloadFile,
      openFullView: (id) =>
        void browser.tabs.create({
          url: browser.runtime.getURL(`/options.html#site=${encodeURIComponent(id)}`),
        }),
    }}
  />
);
document.documentElement.lang = t('ui_lang');
render(<App />, document.getElementById('app')!);
