import { render } from 'preact';
import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { SidePanelApp } from '../../components/SidePanelApp';
import '../../components/styles.css';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { createSessionModel } from '../../lib/models/session-model';
import { pendingPanelAction, type PanelAction } from '../../lib/storage/items';

const session = createSessionModel(createRuntimeClient());
const pending = signal<PanelAction | null>(null);
void pendingPanelAction.getValue().then((a) => (pending.value = a));
pendingPanelAction.watch((a) => (pending.value = a));

function App() {
  return (
    <SidePanelApp
      session={session}
      pendingAction={pending.value}
      onSignIn={() => void browser.runtime.openOptionsPage()}
    />
  );
}

render(<App />, document.getElementById('app')!);
void session.refresh();
