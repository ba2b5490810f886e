import type { JobRecord } from '@/lib/core/jobs/job-types';
import { bulkText } from '@/lib/features/bulk/messages';
import { countsOf } from '@/lib/features/bulk/model/bulk-model';

/** Props of `JobProgress`. */
export interface JobProgressProps {
  job: JobRecord;
  cellLabel: (id: string) => string;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

/** A bulk job's progress bar, controls, per-entry report and failures with "Retry failed". */
export function JobProgress({
  job,
  cellLabel,
  onPause,
  onResume,
  onCancel,
  onRetry,
  onDismiss,
}: JobProgressProps) {
  const counts = countsOf(job);
  const failures = job.entries.filter((e) => e.state === 'failed' || e.state === 'unknown');
  const running = job.control === 'running' && !counts.finished;
  const state =
    job.control === 'cancelled'
      ? bulkText.stateCancelled
      : counts.finished
        ? bulkText.stateFinished
        : job.control === 'paused'
          ? bulkText.statePaused
          : undefined;
  return (
    <section class="bulk-progress" aria-label={job.label ?? bulkText.progressLabel}>
      <progress
        data-testid="bulk-progress"
        aria-label={bulkText.progressLabel}
        max={counts.total}
        value={counts.done + counts.failed}
      />
      <p aria-live="polite" data-testid="bulk-counts">
        {bulkText.counts(counts.done, counts.failed, counts.pending)}
        {state && ` ${state}`}
      </p>
      <div class="bulk-controls">
        {running && (
          <button type="button" data-testid="bulk-pause" onClick={onPause}>
            {bulkText.pause}
          </button>
        )}
        {job.control !== 'running' && !counts.finished && (
          <button type="button" data-testid="bulk-resume" onClick={onResume}>
            {bulkText.resume}
          </button>
        )}
        {!counts.finished && job.control !== 'cancelled' && (
          <button type="button" data-testid="bulk-cancel" onClick={onCancel}>
            {bulkText.cancel}
          </button>
        )}
        {(counts.finished || job.control === 'cancelled') && (
          <button type="button" onClick={onDismiss}>
            {bulkText.dismiss}
          </button>
        )}
      </div>
      {failures.length > 0 && (
        <div data-testid="bulk-failures">
          <h3>{bulkText.failuresHeading}</h3>
          <ul>
            {failures.map((e) => (
              <li key={e.id}>
                <strong>{cellLabel(e.id)}</strong> — {e.error ?? bulkText.entryStates[e.state]}
              </li>
            ))}
          </ul>
          <button type="button" data-testid="bulk-retry" onClick={onRetry}>
            {bulkText.retry}
          </button>
        </div>
      )}
      <details>
        <summary>{bulkText.reportHeading}</summary>
        <ul>
          {job.entries.map((e) => (
            <li key={e.id}>
              {bulkText.reportEntry(cellLabel(e.id), bulkText.entryStates[e.state])}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
