import { render } from 'preact';
import { browser } from 'wxt/browser';
import { OptionsApp } from '../../components/OptionsApp';
import '../../components/styles.css';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { createSessionModel } from '../../lib/models/session-model';
import { createSettingsModel } from '../../lib/models/settings-model';

const client = createRuntimeClient();
const session = createSessionModel(client);
const settings = createSettingsModel(client, (origins) => browser.permissions.request({ origins }));

const App = () => <OptionsApp session={session} settings={settings} now={Date.now()} />;
render(<App />, document.getElementById('app')!);
void session.refresh();
void settings.load();
// The budget and any pause change while the page is open.
setInterval(() => void session.refresh(), 5000);
