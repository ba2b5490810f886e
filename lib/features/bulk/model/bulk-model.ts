/**
 * The bulk-change panel: the chosen change and its fields, the preview of what it would write to
 * the cells selected in the grid, and the progress of the journaled job that writes it. The job is
 * followed by polling `jobs.getJob` while the panel is open; on opening, an unfinished bulk job of this
 * site is found with `jobs.listJobs` and shown again, so a closed panel picks up where it was.
 * @module
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { bulkText } from '../messages';
import type { BulkLocale } from '../plan';
import { BULK_METADATA_KIND, isBulkJobOf, newBulkJob, type BulkPlan } from '../plan-types';
import { localeDisplayName } from '../../../core/i18n/t';
import { progressOf, type JobRecord } from '../../../core/jobs/job-types';
import type { HostAccess } from '../../../core/model/host-access';
import type { MessagingClient } from '../../../core/messaging/client';
import { parseCellKey, type CellRef } from '../../site';
import { createBulkChangeForm } from './bulk-change-form';
import { createRedirectModel } from '../../redirects/model';
import { createTemplateCheck, type TemplateOf } from './template-check';

/** The site the panel changes; `displayName` of a locale labels its cells. */
export interface BulkSiteContext {
  siteId: string;
  locales: readonly (BulkLocale & { displayName?: string | null })[];
}

/** Options of `createBulkModel`. */
export interface BulkModelOptions {
  client: MessagingClient;
  site: BulkSiteContext;
  /** The cells selected in the grid. */
  selectedCells: ReadonlySignal<CellRef[]>;
  /** Names a cell for an editor (the grid knows page titles); default page id and locale. */
  cellLabel?: (cell: CellRef) => string;
  /** Milliseconds between progress polls; default 500. */
  pollMs?: number;
  /** Unique part of new job ids; default `crypto.randomUUID`. */
  newId?: () => string;
  /** Host permissions, for checking redirects on the live site. */
  hostAccess?: HostAccess;
  /** Which pages are collection templates (the grid's page rows); a write to one asks first. */
  templateOf?: TemplateOf;
}

export type { OrganizationForm } from './bulk-change-form';

/** Counts of a job's entries, for the progress bar. */
export interface JobCounts {
  total: number;
  done: number;
  failed: number;
  pending: number;
  finished: boolean;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The counts of `job`: `pending` includes entries in flight; `failed` includes unknown ones. */
export function countsOf(job: JobRecord): JobCounts {
  const p = progressOf(job);
  return {
    total: p.total,
    done: p.done,
    failed: p.failed + p.unknown,
    pending: p.pending + p.sending,
    finished: p.finished,
  };
}

/** Creates the model. */
export function createBulkModel(options: BulkModelOptions) {
  const { client, site, selectedCells } = options;
  const pollMs = options.pollMs ?? 500;
  const { changeType, organization, given, change } = createBulkChangeForm();
  const plan = signal<BulkPlan | undefined>(undefined);
  const planning = signal(false);
  const error = signal<string | undefined>(undefined);
  const job = signal<JobRecord | null>(null);
  const redirects = createRedirectModel(client, options.hostAccess);
  const templates = createTemplateCheck(client, site.siteId);
  const counts = computed(() => (job.value ? countsOf(job.value) : null));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open = false;

  const cellLabel = (id: string) => {
    const cell = parseCellKey(id);
    if (!cell) return id;
    if (options.cellLabel) return options.cellLabel(cell);
    const locale =
      cell.localeId === null
        ? site.locales.find((l) => l.primary)
        : site.locales.find((l) => l.id === cell.localeId);
    return `${cell.pageId} · ${localeDisplayName(locale?.tag, locale?.displayName ?? locale?.tag ?? cell.localeId ?? '')}`;
  };

  const stopPolling = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const poll = async () => {
    const current = job.value;
    if (!current) return;
    try {
      job.value = await client.request('jobs.getJob', { jobId: current.id });
    } catch (e) {
      error.value = message(e);
    }
    const next = job.value;
    stopPolling();
    // A paused or cancelled job still finishes the batch in flight: follow it until it lands.
    const moving = next && (next.control === 'running' || progressOf(next).sending > 0);
    if (open && moving && !countsOf(next).finished) timer = setTimeout(() => void poll(), pollMs);
    // A metadata job may have moved pages (slugs): their redirect plan shows with the result.
    if (next && countsOf(next).finished && next.kind === BULK_METADATA_KIND)
      void redirects.load(site.siteId);
  };
  const follow = (record: JobRecord | null) => {
    job.value = record;
    void poll();
  };
  const control = async (
    type: 'jobs.pauseJob' | 'jobs.resumeJob' | 'jobs.cancelJob' | 'jobs.retryJob',
  ) => {
    const current = job.value;
    if (!current) return;
    try {
      await client.request(type, { jobId: current.id });
      await poll();
    } catch (e) {
      error.value = message(e);
    }
  };

  const start = async (p: BulkPlan) => {
    const label = given.value?.label ?? bulkText.changeLabels[changeType.value];
    const unique = options.newId?.() ?? crypto.randomUUID();
    try {
      const started = await client.request(
        'jobs.startJob',
        newBulkJob(p, site.siteId, label, unique),
      );
      plan.value = undefined;
      follow(await client.request('jobs.getJob', { jobId: started.jobId }));
    } catch (e) {
      error.value = message(e);
    }
  };

  // A plan read for other cells or another change must not be applied.
  effect(() => {
    void selectedCells.value;
    void change.value;
    plan.value = undefined;
  });
  effect(() => templates.load(plan.value, options.templateOf ?? (() => undefined)));

  return {
    /** The redirect plan of the pages a finished metadata job moved. */
    redirects,
    /** The collection templates the preview writes to, and the question Apply then asks. */
    templates,
    changeType,
    /** A change handed in from elsewhere; the change chosen in the panel once cleared. */
    given,
    organization,
    /** The change the fields describe, or why they do not describe one yet. */
    change,
    plan,
    planning,
    error,
    job,
    counts,
    selectedCells,
    cellLabel,
    /** Starts following; finds an unfinished (or failed) bulk job of this site to show again. */
    async open() {
      open = true;
      if (job.value) return poll();
      try {
        const jobs = await client.request('jobs.listJobs', {});
        const mine = jobs
          .filter((p) => isBulkJobOf(p.jobId, site.siteId))
          .filter((p) => !p.finished || p.failed + p.unknown > 0)
          .at(-1);
        if (mine) follow(await client.request('jobs.getJob', { jobId: mine.jobId }));
      } catch (e) {
        error.value = message(e);
      }
    },
    /** Stops polling (the panel is hidden); the job goes on in the background. */
    close() {
      open = false;
      stopPolling();
    },
    /** Reads the selected cells fresh and previews the change. */
    async preview() {
      const c = change.value;
      const cells = selectedCells.value;
      if (typeof c === 'string') return void (error.value = c);
      if (cells.length === 0) return void (error.value = bulkText.noCells);
      planning.value = true;
      error.value = undefined;
      try {
        const answer = await client.request('bulk.planBulkChange', {
          siteId: site.siteId,
          change: c,
          cells: cells.map(({ pageId, localeId }) => ({ pageId, localeId })),
        });
        plan.value = answer;
        if (answer.tooLarge) error.value = answer.tooLarge;
      } catch (e) {
        error.value = message(e);
      } finally {
        planning.value = false;
      }
    },
    /** Journals and starts the previewed writes, once confirmed when they reach a template. */
    async apply() {
      const p = plan.value;
      if (!p || p.entries.length === 0) return;
      if (p.tooLarge) return void (error.value = p.tooLarge);
      await templates.ask(() => start(p));
    },
    pause: () => control('jobs.pauseJob'),
    resume: () => control('jobs.resumeJob'),
    cancel: () => control('jobs.cancelJob'),
    retryFailed: () => control('jobs.retryJob'),
    /** Forgets a finished or cancelled job. */
    async dismiss() {
      const current = job.value;
      if (!current) return;
      try {
        await client.request('jobs.removeJob', { jobId: current.id });
        stopPolling();
        job.value = null;
      } catch (e) {
        error.value = message(e);
      }
    },
  };
}

/** The bulk-change model. */
export type BulkModel = ReturnType<typeof createBulkModel>;
