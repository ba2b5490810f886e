/**
 * The options page's endpoint settings. A host outside the build's defaults is saved only after
 * the editor granted it as a host permission, so credentials never go to an unapproved host.
 * @module
 */
import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import type { SettingsView } from '../session-messages';
import { DEFAULT_ENDPOINTS, type Endpoints } from '../../../core/settings/defaults';
import { t } from '../../../core/i18n/t';
import { hostPatternOf } from '../../../core/settings/host-pattern';
import { missingOAuthSettings } from '../../../core/settings/oauth-config';

/** Asks the browser for access to origins; must be called within the click's gesture. */
export type RequestHostAccess = (origins: string[]) => Promise<boolean>;

/** Settings state and actions. */
export interface SettingsModel {
  view: Signal<SettingsView | undefined>;
  notice: Signal<{ kind: 'error' | 'success'; text: string } | undefined>;
  /** Whether account sign-in can run: the build's settings until the background's answer. */
  oauthAvailable: ReadonlySignal<boolean>;
  load(): Promise<void>;
  /** Saves `draft`; call from the Save click so the permission prompt can show. */
  save(draft: Endpoints): Promise<void>;
  reset(): Promise<void>;
}

/** An emptied field means "the build's default". */
const filledIn = (draft: Endpoints): Partial<Endpoints> =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));

/** The origins a draft needs access to that the build does not already have. */
export function originsToRequest(draft: Endpoints, defaults: Endpoints): string[] {
  const wanted = [draft.apiBase, draft.brokerUrl].filter((o) => o.trim() !== '');
  const granted = new Set([defaults.apiBase, defaults.brokerUrl]);
  return [...new Set(wanted.filter((o) => !granted.has(o)).map(hostPatternOf))];
}

/** Creates the model. */
export function createSettingsModel(
  client: MessagingClient,
  requestHostAccess: RequestHostAccess,
): SettingsModel {
  const view = signal<SettingsView | undefined>(undefined);
  const notice = signal<SettingsModel['notice']['value']>(undefined);
  const store = async (overrides: Partial<Endpoints>) => {
    try {
      view.value = await client.request('account.saveSettings', overrides);
      notice.value = { kind: 'success', text: t('ui_settings_saved') };
    } catch (e) {
      notice.value = { kind: 'error', text: e instanceof Error ? e.message : String(e) };
    }
  };
  const oauthAvailable = computed(
    () => (view.value?.oauthMissing ?? missingOAuthSettings(DEFAULT_ENDPOINTS)).length === 0,
  );
  return {
    view,
    notice,
    oauthAvailable,
    async load() {
      view.value = await client.request('account.getSettings', {});
    },
    async save(draft) {
      const defaults = view.value?.defaults;
      if (!defaults) return;
      let origins: string[];
      try {
        origins = originsToRequest(draft, defaults);
      } catch {
        notice.value = { kind: 'error', text: t('ui_settings_invalid_url') };
        return;
      }
      const granted = origins.length === 0 || (await requestHostAccess(origins).catch(() => false));
      if (!granted) {
        notice.value = {
          kind: 'error',
          text: t('ui_settings_no_access', origins.join(', ')),
        };
        return;
      }
      await store(filledIn(draft));
    },
    reset: () => store({}),
  };
}
