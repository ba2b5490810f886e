import { useEffect, useId } from 'preact/hooks';
import type { BulkChangeType } from '@/lib/features/bulk/change-types';
import { bulkText } from '@/lib/features/bulk/messages';
import type { BulkModel } from '@/lib/features/bulk/model/bulk-model';
import { t } from '@/lib/core/i18n/t';
import type { ExportFile } from '@/lib/features/site/export';
import { RedirectPlan } from '../redirects/RedirectPlan';
import { BulkPreview } from './BulkPreview';
import { BulkTemplateConfirm, BulkTemplateNotes } from './BulkTemplates';
import { JobProgress } from './JobProgress';
import './bulk.css';

const TYPES = Object.keys(bulkText.changeLabels) as BulkChangeType[];

function OrganizationFields({ model }: { model: BulkModel }) {
  const id = useId();
  const org = model.organization.value;
  const set = (patch: Partial<typeof org>) => (model.organization.value = { ...org, ...patch });
  const text = (key: 'name' | 'url' | 'logo', label: string, inputMode: 'text' | 'url') => (
    <p>
      <label for={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="text"
        inputMode={inputMode}
        value={org[key]}
        onInput={(e) => set({ [key]: e.currentTarget.value })}
      />
    </p>
  );
  return (
    <fieldset class="bulk-fields">
      {text('name', bulkText.fieldName, 'text')}
      {text('url', bulkText.fieldUrl, 'url')}
      {text('logo', bulkText.fieldLogo, 'url')}
      <p>
        <label>
          <input
            type="checkbox"
            checked={org.includeInheriting}
            onChange={(e) => set({ includeInheriting: e.currentTarget.checked })}
          />{' '}
          {bulkText.fieldIncludeInheriting}
        </label>
      </p>
    </fieldset>
  );
}

/** Why the selected item cells are not in the change: their markup is their template's. */
function ItemsLeftOut({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div class="bulk-left-out" data-testid="bulk-items-left-out">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/**
 * The bulk-change panel the site grid hosts: choose a change, preview it on the selected cells,
 * apply it as a journaled job and follow its progress.
 */
export function BulkPanel({
  model,
  download,
  leftOut = [],
}: {
  model: BulkModel;
  /** Selected item cells in words: left out, their markup is their template's. */
  leftOut?: readonly string[];
  /** Saves a file (the redirect file for the dashboard, after a job that moved pages). */
  download?: (file: ExportFile) => void;
}) {
  const id = useId();
  useEffect(() => {
    void model.open();
    return () => model.close();
  }, [model]);
  const plan = model.plan.value;
  const job = model.job.value;
  const busy = job !== null && !(model.counts.value?.finished ?? true);
  const cells = model.selectedCells.value.length;
  return (
    <section class="bulk-panel">
      <p>
        <label for={`${id}-change`}>{bulkText.fieldChange}</label>
        <select
          id={`${id}-change`}
          data-testid="bulk-change"
          value={model.changeType.value}
          onChange={(e) => {
            model.given.value = null;
            model.changeType.value = e.currentTarget.value as BulkChangeType;
          }}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {bulkText.changeLabels[type]}
            </option>
          ))}
        </select>
      </p>
      {model.given.value && (
        <p data-testid="bulk-given">
          <strong>{model.given.value.label}</strong>
        </p>
      )}
      {!model.given.value && model.changeType.value === 'add-organization' && (
        <OrganizationFields model={model} />
      )}
      <div class="bulk-controls">
        <button
          type="button"
          onClick={() => void model.preview()}
          data-testid="bulk-preview-button"
          disabled={model.planning.value || cells === 0}
        >
          {bulkText.preview}
        </button>
        {plan && plan.entries.length > 0 && (
          <button
            type="button"
            data-testid="bulk-apply"
            onClick={() => void model.apply()}
            disabled={busy || plan.tooLarge !== undefined}
          >
            {bulkText.apply(plan.entries.length)}
          </button>
        )}
      </div>
      {plan && <BulkTemplateConfirm check={model.templates} kind={plan.kind} />}
      {cells === 0 && <p>{bulkText.noCells}</p>}
      {model.planning.value && <p aria-live="polite">{bulkText.previewing}</p>}
      {model.error.value && <p role="alert">{model.error.value}</p>}
      {!plan && <ItemsLeftOut lines={leftOut} />}
      {plan && <BulkTemplateNotes check={model.templates} kind={plan.kind} />}
      {plan && (
        <BulkPreview plan={plan} cellLabel={model.cellLabel}>
          <ItemsLeftOut lines={leftOut} />
        </BulkPreview>
      )}
      {job && (
        <JobProgress
          job={job}
          cellLabel={model.cellLabel}
          onPause={() => void model.pause()}
          onResume={() => void model.resume()}
          onCancel={() => void model.cancel()}
          onRetry={() => void model.retryFailed()}
          onDismiss={() => void model.dismiss()}
        />
      )}
      {job && download && (
        <RedirectPlan
          model={model.redirects}
          download={download}
          intro={(moves) => t('redir_bulk_moved', moves)}
        />
      )}
    </section>
  );
}
