import type { RedirectModel } from '../../lib/features/redirects/model/redirect-model';
import type { ExportFile } from '../../lib/features/site/export';
import { plural, t } from '../../lib/core/i18n/t';
import { RedirectChecks } from './RedirectChecks';

/** What the file picker hands over. */
type PickedFile = { name: string; text(): Promise<string> } | undefined;

function ApiPlan({ model }: { model: RedirectModel }) {
  const plan = model.plan.value!;
  const results = model.results.value;
  const changes = plan.create.length + plan.update.length + plan.remove.length;
  const busy = model.busy.value;
  return (
    <div class="stack">
      {!results && plan.update.length > 0 && (
        <p class="muted">{plural(plan.update.length, 'redir_update_one', 'redir_update_many')}</p>
      )}
      {!results && plan.remove.length > 0 && (
        <p class="muted">{plural(plan.remove.length, 'redir_remove_one', 'redir_remove_many')}</p>
      )}
      {!results && changes === 0 && <p>{t('redir_all_exist')}</p>}
      {results
        ?.filter((r) => !r.ok)
        .map((r) => (
          <p key={r.fromUrl} class="error" role="alert">
            {t('redir_change_failed', r.fromUrl, r.toUrl, r.error ?? '')}
          </p>
        ))}
      <div class="actions">
        {!results && changes > 0 && (
          <button
            type="button"
            class="primary"
            disabled={busy !== undefined}
            onClick={() => void model.create()}
            data-testid="redirect-create"
          >
            {busy === 'creating'
              ? t('redir_creating')
              : plural(
                  plan.create.length + plan.update.length,
                  'redir_create_one',
                  'redir_create_many',
                )}
          </button>
        )}
        {(results || changes === 0) && (
          <button
            type="button"
            disabled={busy !== undefined}
            onClick={() => void model.verify()}
            data-testid="redirect-verify"
          >
            {busy === 'verifying' ? t('redir_verifying') : t('redir_verify')}
          </button>
        )}
      </div>
    </div>
  );
}

function CsvPlan({ model, download }: { model: RedirectModel; download(file: ExportFile): void }) {
  const picked = model.existingFile.value;
  const rows = model.fileRows.value;
  return (
    <div class="stack" data-testid="redirect-csv">
      <p>{t('redir_csv_state')}</p>
      <p class="muted">{t('redir_csv_merge')}</p>
      <label class="field">
        <span>{t('redir_csv_pick')}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          data-testid="redirect-csv-existing"
          onChange={(e) =>
            void model.pickFile((e.target as HTMLInputElement).files?.[0] as PickedFile)
          }
        />
      </label>
      {picked && <p class="muted">{t('redir_csv_picked', picked.name)}</p>}
      <div class="actions">
        <button
          type="button"
          class="primary"
          disabled={model.busy.value !== undefined}
          data-testid="redirect-csv-download"
          onClick={() =>
            void model.file().then((file) => {
              if (file) download(file);
            })
          }
        >
          {t('redir_csv_download')}
        </button>
      </div>
      {rows && (
        <p role="status" data-testid="redirect-csv-rows">
          {t('redir_csv_done', rows.rows, rows.existing)}
        </p>
      )}
    </div>
  );
}

/**
 * The redirect plan under the Metadata form: the addresses a saved slug moved, then "Create N
 * redirects" and each redirect's live-site check (Enterprise), or the dashboard's file (other
 * plans: a state, not an error).
 */
export function RedirectPlan({
  model,
  download,
  intro = () => t('redir_moved'),
}: {
  model: RedirectModel;
  download(file: ExportFile): void;
  /** The sentence above the moved addresses, given how many moved. */
  intro?: (moves: number) => string;
}) {
  const plan = model.plan.value;
  if (!plan || (plan.moves.length === 0 && !model.results.value)) return null;
  const access = model.needsAccess.value;
  const checks = model.checks.value;
  return (
    <section class="card stack" data-testid="redirect-plan" data-mode={plan.mode}>
      <h3>{t('redir_title')}</h3>
      <p>{intro(plan.moves.length)}</p>
      <ul class="list">
        {plan.moves.map((m) => (
          <li key={`${m.localeId}:${m.fromPath}:${m.at}`} class="mono" data-testid="redirect-move">
            {t('redir_move', m.fromPath, m.toPath)}
          </li>
        ))}
      </ul>
      {plan.mode === 'api' ? (
        <ApiPlan model={model} />
      ) : (
        <CsvPlan model={model} download={download} />
      )}
      {access && (
        <div class="stack">
          <p class="warning" data-testid="redirect-access">
            {t('redir_access', access.host)}
          </p>
          <div class="actions">
            <button
              type="button"
              onClick={() => model.allowAndVerify()}
              data-testid="redirect-allow"
            >
              {t('redir_access_allow')}
            </button>
          </div>
        </div>
      )}
      {checks && <RedirectChecks checks={checks} />}
      {model.error.value && (
        <p class="error" role="alert">
          {model.error.value}
        </p>
      )}
      <div class="actions">
        <button type="button" onClick={() => void model.dismiss()} data-testid="redirect-dismiss">
          {t('redir_dismiss')}
        </button>
      </div>
    </section>
  );
}
