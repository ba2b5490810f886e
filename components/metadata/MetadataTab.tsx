import type { ComponentChildren } from 'preact';
import type { LocaleView } from '../../lib/core/locate/page-locator';
import type { MetadataModel } from '../../lib/features/metadata/model/metadata-model';
import { ErrorNotice } from '../common/ErrorNotice';
import { Loading } from '../common/Loading';
import type { ExportFile } from '../../lib/features/site/export';
import { MetadataPanel } from './MetadataPanel';
import { RedirectPlan } from '../redirects/RedirectPlan';
import { t } from '../../lib/core/i18n/t';

/** The Metadata tab: one locale at a time, the form with its previews, then the publish control. */
export function MetadataTab({
  model,
  locales,
  host,
  onRetry,
  download,
  publish,
}: {
  model: MetadataModel;
  locales: LocaleView[];
  host: string;
  /** Loads the page's metadata again after it failed to load. */
  onRetry?: () => void;
  /** Saves a file (the redirect file for the dashboard). */
  download?: (file: ExportFile) => void;
  /** "Publish site…" and "Publish only this page", at the end. */
  publish?: ComponentChildren;
}) {
  const state = model.state.value;
  const fields = model.fields.value;
  const locale = locales.find((l) => l.id === model.localeId.value);
  return (
    <section
      class="stack"
      data-testid="metadata-tab"
      data-redirects={model.redirects.plan.value ? 'loaded' : 'loading'}
    >
      <label class="field">
        <span>{t('ui_picker_locale')}</span>
        <select
          value={model.localeId.value}
          onChange={(e) => void model.selectLocale((e.target as HTMLSelectElement).value)}
          data-testid="metadata-locale"
        >
          {locales.map((l) => (
            <option key={l.id} value={l.id}>
              {l.primary ? t('ui_locale_primary', l.name) : l.name}
            </option>
          ))}
        </select>
      </label>
      {model.error.value && (
        <ErrorNotice message={model.error.value} onRetry={!state ? onRetry : undefined} />
      )}
      {!state || !fields ? (
        !model.error.value && <Loading text={t('ui_metadata_loading')} />
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
      {download && <RedirectPlan model={model.redirects} download={download} />}
      {publish}
    </section>
  );
}
