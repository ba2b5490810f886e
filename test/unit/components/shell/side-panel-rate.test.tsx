// @vitest-environment happy-dom
import { signal } from '@preact/signals';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SidePanelApp } from '@/components/shell/SidePanelApp';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { Status } from '@/lib/features/account/session-messages';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';

const status = (rates: Status['rates']): Status => ({
  version: '1',
  signedIn: true,
  accounts: [],
  signIn: 'idle',
  rates,
});

/** A background whose status the test changes; the page itself is not located. */
function backgroundWith(first: Status) {
  let current = first;
  let asked = 0;
  const client = {
    request: async (type: string) => {
      if (type === 'account.getStatus') {
        asked++;
        return current;
      }
      return { ok: false, reason: 'unknown-host', message: 'Not one of your sites.', sites: [] };
    },
  } as unknown as MessagingClient;
  return {
    client,
    set: (next: Status) => (current = next),
    asked: () => asked,
  };
}

afterEach(cleanup);

describe('the side panel’s rate budget', () => {
  it('follows the background while open and shows a pause with the time it ends', async () => {
    const background = backgroundWith(
      status([{ accountId: 'a', limit: 60, remaining: 41, queued: 0 }]),
    );
    const model = createSidePanelModel({
      client: background.client,
      check: async () => ({ diagnostics: [] }),
      pending: signal(null),
      clearPending: async () => undefined,
    });
    await model.open('http://demo.localhost/', 1);
    const stop = model.watchSession(10);
    render(
      <SidePanelApp
        model={model}
        pendingAction={null}
        onSignIn={() => undefined}
        actions={{
          confirm: () => true,
          copyText: () => undefined,
          openUrl: () => undefined,
          download: () => undefined,
          openFullView: () => undefined,
        }}
      />,
    );
    expect(screen.getByTestId('rate-budget').textContent).toContain('41');

    background.set(
      status([
        { accountId: 'a', limit: 60, remaining: 0, pausedUntil: Date.now() + 60_000, queued: 3 },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('rate-budget').textContent).toMatch(/^Rate limited — resumes at /),
    );
    stop();
    const asked = background.asked();
    await new Promise((r) => setTimeout(r, 50));
    expect(background.asked()).toBe(asked);
  });
});
