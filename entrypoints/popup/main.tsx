import { render } from 'preact';
import { browser } from 'wxt/browser';
import { PopupApp } from '../../components/PopupApp';
import '../../components/styles.css';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { createSessionModel } from '../../lib/models/session-model';
import { openSidePanel } from '../../lib/panel/open-side-panel';

const session = createSessionModel(createRuntimeClient());
// The panel may only be opened inside the click's gesture, so the window id is fetched up front.
const currentWindow = browser.windows.getCurrent();
let windowId: number | undefined;
void currentWindow.then((w) => (windowId = w.id));

const actions = {
  openSidePanel() {
    void openSidePanel({ windowId }).then(() => window.close());
  },
  openOptions() {
    void browser.runtime.openOptionsPage().then(() => window.close());
  },
};

render(<PopupApp session={session} actions={actions} />, document.getElementById('app')!);
void session.refresh();
