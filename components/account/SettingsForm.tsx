import { useEffect, useState } from 'preact/hooks';
import type { SettingsModel } from '../../lib/features/account/model/settings-model';
import type { Endpoints } from '../../lib/core/settings/defaults';
import { t } from '../../lib/core/i18n/t';

const FIELDS: { key: keyof Endpoints; label: string }[] = [
  { key: 'apiBase', label: t('ui_settings_api_base') },
  { key: 'authBase', label: t('ui_settings_auth_base') },
  { key: 'brokerUrl', label: t('ui_settings_broker_url') },
  { key: 'clientId', label: t('ui_settings_client_id') },
  { key: 'stagingSuffix', label: t('ui_settings_staging_suffix') },
  { key: 'designerSuffix', label: t('ui_settings_designer_suffix') },
];

/** Where Site Companion connects to; for self-hosted brokers and local testing. */
export function SettingsForm({ settings }: { settings: SettingsModel }) {
  const view = settings.view.value;
  const [draft, setDraft] = useState<Endpoints | undefined>(view?.endpoints);
  useEffect(() => setDraft(view?.endpoints), [view]);
  if (!view || !draft) return null;
  const notice = settings.notice.value;
  return (
    <details class="card" data-testid="settings">
      <summary>
        <h2 class="inline">{t('ui_settings_title')}</h2>
      </summary>
      <p class="muted">{t('ui_settings_intro')}</p>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void settings.save(draft);
        }}
      >
        {FIELDS.map(({ key, label }) => (
          <label key={key} class="field">
            <span>{label}</span>
            <input
              value={draft[key]}
              placeholder={view.defaults[key]}
              spellcheck={false}
              data-testid={`setting-${key}`}
              onInput={(e) => setDraft({ ...draft, [key]: (e.target as HTMLInputElement).value })}
            />
          </label>
        ))}
        <div class="actions">
          <button type="submit" class="primary" data-testid="settings-save">
            {t('ui_settings_save')}
          </button>
          <button type="button" onClick={() => void settings.reset()}>
            {t('ui_settings_reset')}
          </button>
        </div>
      </form>
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} class={notice.kind}>
          {notice.text}
        </p>
      )}
    </details>
  );
}
