import type { LocaleView } from '../lib/locate/page-locator';
import type { MetadataModel } from '../lib/models/metadata-model';
import { MetadataPanel } from './MetadataPanel';

/** The Metadata tab: one locale at a time, the form with its previews. */
export function MetadataTab({
  model,
  locales,
  host,
}: {
  model: MetadataModel;
  locales: LocaleView[];
  host: string;
}) {
  const state = model.state.value;
  const fields = model.fields.value;
  const locale = locales.find((l) => l.id === model.localeId.value);
  return (
    <section class="stack" data-testid="metadata-tab">
      <label class="field">
        <span>Locale</span>
        <select
          value={model.localeId.value}
          onChange={(e) => void model.selectLocale((e.target as HTMLSelectElement).value)}
          data-testid="metadata-locale"
        >
          {locales.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.primary ? ' (primary)' : ''}
            </option>
          ))}
        </select>
      </label>
      {model.error.value && (
        <p class="error" role="alert">
          {model.error.value}
        </p>
      )}
      {!state || !fields ? (
        !model.error.value && <p class="muted">Loading the page’s metadata…</p>
      ) : (
        <MetadataPanel
          page={state.page}
          fields={fields}
          onChange={model.edit}
          onSave={() => void model.save()}
          onDiscard={() => void model.discard()}
          slugRule={state.slugRule}
          siblings={state.siblings}
          busy={model.busy.value}
          notices={model.notices.value}
          localeLabel={locale?.name}
          host={host}
        />
      )}
    </section>
  );
}
