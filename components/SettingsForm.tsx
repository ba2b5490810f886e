import { useEffect, useState } from 'preact/hooks';
import type { SettingsModel } from '../lib/models/settings-model';
import type { Endpoints } from '../lib/settings/defaults';

const FIELDS: { key: keyof Endpoints; label: string }[] = [
  { key: 'apiBase', label: 'API address' },
  { key: 'authBase', label: 'Sign-in page address' },
  { key: 'brokerUrl', label: 'Token broker address' },
  { key: 'clientId', label: 'OAuth client id' },
  { key: 'stagingSuffix', label: 'Staging host suffix' },
  { key: 'designerSuffix', label: 'Designer host suffix' },
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
        <h2 class="inline">Connection (advanced)</h2>
      </summary>
      <p class="muted">
        Where Site Companion signs in and sends requests. A new API or broker host is used only
        after you allow access to it.
      </p>
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
            Save
          </button>
          <button type="button" onClick={() => void settings.reset()}>
            Restore defaults
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
