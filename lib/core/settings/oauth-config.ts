/**
 * Whether account sign-in (OAuth) can run: it needs a client id and a token broker, from the
 * build (`WXT_CLIENT_ID`, `WXT_BROKER_URL`) or the editor's endpoint settings.
 * @module
 */
import { t } from '../i18n/t';
import type { Endpoints } from './defaults';

/** An endpoint setting account sign-in cannot run without. */
export type OAuthSetting = 'clientId' | 'brokerUrl';

const SETTINGS: { key: OAuthSetting; variable: string; label: () => string }[] = [
  { key: 'clientId', variable: 'WXT_CLIENT_ID', label: () => t('ui_settings_client_id') },
  { key: 'brokerUrl', variable: 'WXT_BROKER_URL', label: () => t('ui_settings_broker_url') },
];

/** The settings account sign-in still needs in `endpoints`; none when it can run. */
export function missingOAuthSettings(endpoints: Pick<Endpoints, OAuthSetting>): OAuthSetting[] {
  return SETTINGS.filter(({ key }) => endpoints[key].trim() === '').map(({ key }) => key);
}

/** Why account sign-in cannot run, naming the missing settings and the build variables. */
export function oauthNotConfiguredMessage(missing: readonly OAuthSetting[]): string {
  const named = SETTINGS.filter(({ key }) => missing.includes(key));
  return t(
    'msg_oauth_not_configured',
    named.map((s) => s.label()).join(', '),
    named.map((s) => s.variable).join(', '),
  );
}
