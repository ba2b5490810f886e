import { effect } from '@preact/signals';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { PopupApp } from '../../components/PopupApp';
import '../../components/styles.css';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { createLocationModel } from '../../lib/models/location-model';
import { createSessionModel } from '../../lib/models/session-model';
import { readViewCache, writeViewCache } from '../../lib/models/view-cache';
import { openSidePanel } from '../../lib/panel/open-side-panel';

const client = createRuntimeClient();
const cached = readViewCache(localStorage);
const session = createSessionModel(client, cached.status);
const pageLocation = createLocationModel(client, cached.location);

// Opened as a page (`popup.html?tabId=N`, e.g. pinned in a tab), the popup describes tab N.
const tabId = Number(new URLSearchParams(window.location.search).get('tabId'));
// The panel may only be opened inside the click's gesture, so the window id is fetched up front.
let windowId: number | undefined;
const activeTab = (
  tabId > 0
    ? browser.tabs.get(tabId)
    : browser.tabs.query({ active: true, currentWindow: true }).then(([tab]) => tab)
).then((tab) => {
  windowId = tab?.windowId;
  return tab;
});

const actions = {
  openSidePanel: () => void openSidePanel({ windowId }).then(() => window.close()),
  openOptions: () => void browser.runtime.openOptionsPage().then(() => window.close()),
};

render(
  <PopupApp session={session} location={pageLocation} actions={actions} now={Date.now()} />,
  document.getElementById('app')!,
);

void session.refresh().then(async () => {
  if (session.status.value?.signedIn) await pageLocation.locate((await activeTab)?.url);
});
// The rate budget and any pause change while the popup is open.
setInterval(() => void session.refresh(), 2000);
effect(() => {
  const answer = pageLocation.answer.value;
  const url = pageLocation.url.value;
  writeViewCache(localStorage, {
    status: session.status.value,
    location: answer && url ? { url, answer } : undefined,
  });
});
