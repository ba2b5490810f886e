// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/PopupApp';
import type { MessagingClient } from '@/lib/messaging/client';
import { BackgroundError } from '@/lib/messaging/client';
import { createSessionModel } from '@/lib/models/session-model';

function fakeClient(answer: () => Promise<unknown>): MessagingClient {
  return { request: answer } as MessagingClient;
}

describe('PopupApp', () => {
  afterEach(cleanup);

  it('shows the signed-out screen and its actions', async () => {
    const session = createSessionModel(
      fakeClient(async () => ({ version: '1', signedIn: false, accounts: [] })),
    );
    const actions = { openSidePanel: vi.fn(), openOptions: vi.fn() };
    render(<PopupApp session={session} actions={actions} />);
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    await session.refresh();
    expect(await screen.findByText('Not signed in')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sign-in'));
    fireEvent.click(screen.getByTestId('open-side-panel'));
    expect(actions.openOptions).toHaveBeenCalledOnce();
    expect(actions.openSidePanel).toHaveBeenCalledOnce();
  });

  it('shows why the status could not be loaded', async () => {
    const session = createSessionModel(
      fakeClient(async () => {
        throw new BackgroundError('no-answer', 'The extension’s background did not answer.');
      }),
    );
    render(<PopupApp session={session} actions={{ openSidePanel() {}, openOptions() {} }} />);
    await session.refresh();
    expect((await screen.findByRole('alert')).textContent).toContain('did not answer');
  });

  it('renders page-controlled text inertly', async () => {
    const session = createSessionModel(
      fakeClient(async () => ({
        version: '1',
        signedIn: true,
        accounts: [{ label: '<img src=x onerror=alert(1)>', kind: 'site-key' }],
      })),
    );
    const { container } = render(
      <PopupApp session={session} actions={{ openSidePanel() {}, openOptions() {} }} />,
    );
    await session.refresh();
    await screen.findByTestId('signed-in');
    expect(container.querySelector('img[src=x]')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
