import { t } from '../../lib/core/i18n/t';
import type { ItemBulkModel } from '../../lib/features/collections/model/item-bulk-model';
import type { ExportFile } from '../../lib/features/site/export';

/**
 * A bulk item job: its progress, pause, resume, cancel and "Retry failed" while it runs; Undo and
 * the CSV of what was done once it finished.
 */
export function ItemBulkJob({
  model,
  download,
}: {
  model: ItemBulkModel;
  download(file: ExportFile): void;
}) {
  const job = model.job.value;
  const counts = model.counts.value;
  if (!job || !counts) return null;
  return (
    <div
      class="stack"
      data-testid="item-bulk-job"
      data-job={job.id}
      data-finished={String(counts.finished)}
    >
      <p data-testid="item-bulk-progress">
        {t(
          'items_bulk_progress',
          String(counts.done),
          String(counts.total),
          String(counts.failed + counts.unknown),
        )}
      </p>
      <progress max={counts.total} value={counts.done} aria-label={job.label} />
      <div class="actions">
        {!counts.finished && job.control === 'running' && (
          <button type="button" onClick={() => void model.pause()}>
            {t('bulk_pause')}
          </button>
        )}
        {!counts.finished && job.control === 'paused' && (
          <button type="button" onClick={() => void model.resume()}>
            {t('bulk_resume')}
          </button>
        )}
        {!counts.finished && (
          <button type="button" onClick={() => void model.cancel()}>
            {t('bulk_cancel')}
          </button>
        )}
        {counts.finished && counts.failed + counts.unknown > 0 && (
          <button type="button" onClick={() => void model.retryFailed()}>
            {t('bulk_retry')}
          </button>
        )}
        {counts.finished && counts.done > 0 && (
          <button type="button" data-testid="item-bulk-undo" onClick={() => void model.undo()}>
            {t('items_bulk_undo')}
          </button>
        )}
        {counts.finished && (
          <button
            type="button"
            data-testid="item-bulk-export"
            onClick={() => {
              const file = model.report();
              if (file) download(file);
            }}
          >
            {t('items_bulk_export')}
          </button>
        )}
      </div>
    </div>
  );
}
