import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { SettingsView } from '@/lib/features/account/session-messages';
import { createSettingsModel, originsToRequest } from '@/lib/features/account/model/settings-model';
import { DEFAULT_ENDPOINTS, type Endpoints } from '@/lib/core/settings/defaults';

/** A build without an OAuth app: no client id, no broker. */
const defaults: Endpoints = { ...DEFAULT_ENDPOINTS, clientId: '', brokerUrl: '' };

function client(view: SettingsView) {
  const request = vi.fn(async (type: string, data: unknown) =>
    type === 'account.saveSettings'
      ? { ...view, endpoints: { ...view.endpoints, ...(data as object) } }
      : view,
  );
  return { client: { request } as unknown as MessagingClient, request };
}

describe('settings without a build-time OAuth app', () => {
  const view: SettingsView = {
    endpoints: defaults,
    defaults,
    oauthMissing: ['clientId', 'brokerUrl'],
  };

  it('asks for no host for an empty broker field', () => {
    expect(originsToRequest(defaults, defaults)).toEqual([]);
    expect(
      originsToRequest({ ...defaults, brokerUrl: 'https://broker.team.example' }, defaults),
    ).toEqual(['https://broker.team.example/*']);
  });

  it('saves a draft with its empty fields left to the defaults', async () => {
    const { client: fake, request } = client(view);
    const requestHostAccess = vi.fn(async () => true);
    const model = createSettingsModel(fake, requestHostAccess);
    await model.load();
    expect(model.oauthAvailable.value).toBe(false);
    await model.save({ ...defaults, clientId: 'team-app' });
    expect(requestHostAccess).not.toHaveBeenCalled();
    const [, sent] = request.mock.calls.find(([type]) => type === 'account.saveSettings')!;
    expect(sent).not.toHaveProperty('brokerUrl');
    expect(sent).toMatchObject({ clientId: 'team-app', apiBase: defaults.apiBase });
    expect(model.notice.value).toEqual({ kind: 'success', text: 'Settings saved.' });
  });

  it('follows the background on whether account sign-in can run', async () => {
    const { client: fake } = client({ ...view, oauthMissing: [] });
    const model = createSettingsModel(fake, async () => true);
    await model.load();
    expect(model.oauthAvailable.value).toBe(true);
  });
});
