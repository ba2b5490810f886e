import { effect, signal } from '@preact/signals';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { OptionsApp } from '../../components/OptionsApp';
import '../../components/styles.css';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { createSessionModel } from '../../lib/models/session-model';
import { createSettingsModel } from '../../lib/models/settings-model';
import { createSiteModel } from '../../lib/models/site-model';
import { downloadFile } from '../../lib/site/download';
import { siteFromHash, siteHash } from '../../lib/site/route';

const client = createRuntimeClient();
const session = createSessionModel(client);
const settings = createSettingsModel(client, (origins) => browser.permissions.request({ origins }));

const site = createSiteModel(client);
const view = signal(siteFromHash(location.hash));
const show = () => (view.value = siteFromHash(location.hash));
window.addEventListener('hashchange', show);
effect(() => void (view.value && site.open(view.value)));

const App = () => (
  <OptionsApp
    session={session}
    settings={settings}
    now={Date.now()}
    site={
      view.value === null
        ? null
        : {
            model: site,
            siteId: view.value,
            onPick: (id) => (location.hash = siteHash(id)),
            onDownload: downloadFile,
          }
    }
  />
);
render(<App />, document.getElementById('app')!);
void session.refresh();
void settings.load();
// The budget and any pause change while the page is open.
setInterval(() => void session.refresh(), 5000);
