/**
 * What planning a bulk change answers: the entries to write, with their preview, and the cells
 * skipped with the reason.
 * @module
 */
import type { ChangeKind, MetadataPayload, SchemaPayload } from './change-types';
import type { NewJob } from '../../core/jobs/job-types';
import type { DiffHunk } from './preview-diff';

/** The job kind of bulk schema writes (25 entries per request). */
export const BULK_SCHEMA_KIND = 'bulk-schema';
/** The job kind of bulk metadata writes (100 entries per request). */
export const BULK_METADATA_KIND = 'bulk-metadata';

/** One cell the change writes. `id` is the cell's key, also its job entry id. */
export interface PlannedEntry {
  id: string;
  pageId: string;
  localeId: string | null;
  kind: ChangeKind;
  summary: string;
  diff: DiffHunk[];
  payload: SchemaPayload | MetadataPayload;
}

/** A cell left alone, and why. */
export interface SkippedCell {
  id: string;
  reason: string;
}

/** The preview of a bulk change. */
export interface BulkPlan {
  kind: ChangeKind;
  /** The job kind to start with these entries' payloads. */
  jobKind: typeof BULK_SCHEMA_KIND | typeof BULK_METADATA_KIND;
  entries: PlannedEntry[];
  skipped: SkippedCell[];
  /** Bytes of JSON the journal will hold for the payloads. */
  bytes: number;
  /** Set when the payloads would not fit the journal: the job must not be started. */
  tooLarge?: string;
}

/** The id of a bulk job of `siteId`, so a reopened panel finds the site's jobs in `jobs.listJobs`. */
export const bulkJobId = (siteId: string, unique: string) => `bulk:${siteId}:${unique}`;

/** Whether `jobId` names a bulk job of `siteId`. */
export const isBulkJobOf = (jobId: string, siteId: string) => jobId.startsWith(`bulk:${siteId}:`);

/** The `jobs.startJob` request of a plan: one entry per planned cell, keyed by the cell. */
export function newBulkJob(plan: BulkPlan, siteId: string, label: string, unique: string): NewJob {
  return {
    id: bulkJobId(siteId, unique),
    kind: plan.jobKind,
    label,
    // Payloads are built only from JSON read from the service and the change's strings.
    entries: plan.entries.map((e) => ({ id: e.id, payload: e.payload as JsonPayload })),
  };
}

type JsonPayload = NewJob['entries'][number]['payload'];
