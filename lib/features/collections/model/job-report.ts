/**
 * What a bulk item job did, row by row, as the CSV the panel offers for download.
 * @module
 */
import type { JobRecord } from '../../../core/jobs/job-types';

/** The job's rows with their state and error, as CSV. */
export function jobReport(job: JobRecord): { name: string; mime: string; text: string } {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const lines = job.entries.map((e) => [e.id, e.state, e.error ?? ''].map(quote).join(','));
  return {
    name: 'item-changes.csv',
    mime: 'text/csv',
    text: ['"row","state","error"', ...lines].join('\n'),
  };
}
