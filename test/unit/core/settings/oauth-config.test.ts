import { describe, expect, it } from 'vitest';
import { missingOAuthSettings, oauthNotConfiguredMessage } from '@/lib/core/settings/oauth-config';

describe('account sign-in settings', () => {
  it('need both a client id and a broker', () => {
    expect(missingOAuthSettings({ clientId: 'app', brokerUrl: 'https://broker.example' })).toEqual(
      [],
    );
    expect(missingOAuthSettings({ clientId: 'app', brokerUrl: ' ' })).toEqual(['brokerUrl']);
    expect(missingOAuthSettings({ clientId: '', brokerUrl: 'https://broker.example' })).toEqual([
      'clientId',
    ]);
  });

  it('say which settings and build variables are missing', () => {
    expect(oauthNotConfiguredMessage(['clientId', 'brokerUrl'])).toBe(
      'Account sign-in is not set up — missing: OAuth client id, Token broker address. Add it ' +
        'under “Connection (advanced)” or build with WXT_CLIENT_ID, WXT_BROKER_URL (see “Run it ' +
        'with your own app” in the README).',
    );
    const broker = oauthNotConfiguredMessage(['brokerUrl']);
    expect(broker).toContain('missing: Token broker address.');
    expect(broker).toContain('build with WXT_BROKER_URL (');
  });
});
