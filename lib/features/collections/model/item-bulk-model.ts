/**
 * The grid's bulk panel for item rows: which change (fill empty descriptions from a field, shorten
 * titles, fix slug format, fill empty alt text), the fields that feed each collection's pages
 * (confirmed here where they are not yet), the preview of every row, the journaled job that writes
 * it (followed while the panel is open; a reopened panel finds it again), Undo of a finished job,
 * and "Publish N changed items".
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { t } from '../../../core/i18n/t';
import { progressOf, type JobRecord } from '../../../core/jobs/job-types';
import type { MessagingClient } from '../../../core/messaging/client';
import type { HostAccess } from '../../../core/model/host-access';
import type { FieldChoices } from '../bulk/item-bulk-messages';
import type { BulkItemPlan, ItemCell } from '../bulk/item-bulk-plan';
import type { ChangedItemsPublish } from '../bulk/item-bulk-publish';
import type { ItemChange } from '../bulk/item-changes';
import type { ItemSeoMap } from '../item-seo-store';
import type { PageToCheck } from '../bulk/published-pages';
import { checkPublishedPages, type PublishedCheck } from './published-check';
import { createRedirectModel } from '../../redirects/model';
import { jobReport } from './job-report';
import { itemChangeLabel, type ItemChangeType } from './item-change-labels';

export { ITEM_CHANGES, itemChangeLabel, type ItemChangeType } from './item-change-labels';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** A bulk item job's id: the site's bulk jobs are found by their prefix. */
const jobIdOf = (siteId: string, unique: string) => `bulk-items:${siteId}:${unique}`;

/** Creates the model for `siteId`'s selected item cells. */
export function createItemBulkModel(options: {
  client: MessagingClient;
  siteId: string;
  selected: ReadonlySignal<ItemCell[]>;
  pollMs?: number;
  newId?: () => string;
  /** Host permissions, asked for in the editor's click before the published pages are read. */
  hostAccess?: HostAccess;
}) {
  const { client, siteId, selected } = options;
  const changeType = signal<ItemChangeType>('fill-empty-descriptions');
  const sourceField = signal<string>('');
  const choices = signal<FieldChoices[]>([]);
  const plan = signal<BulkItemPlan | undefined>(undefined);
  const planning = signal(false);
  const error = signal<string | undefined>(undefined);
  const job = signal<JobRecord | null>(null);
  const undoing = signal(false);
  const changed = signal<{ items: number; rows: number } | undefined>(undefined);
  const published = signal<ChangedItemsPublish | undefined>(undefined);
  const liveAfter = signal<PublishedCheck | undefined>(undefined);
  let lastPages: PageToCheck[] = [];
  const checkLive = async () => {
    liveAfter.value = await checkPublishedPages(client, siteId, lastPages);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open = false;

  const change = computed((): ItemChange | string => {
    if (changeType.value !== 'fill-empty-descriptions') return { type: changeType.value };
    return sourceField.value
      ? { type: changeType.value, sourceField: sourceField.value }
      : t('items_bulk_pick_source');
  });
  const counts = computed(() => (job.value ? progressOf(job.value) : null));
  const redirects = createRedirectModel(client, options.hostAccess);

  const countChanged = async () => {
    changed.value = await client.request('collections.countChangedItems', { siteId });
  };
  const poll = async () => {
    const current = job.value;
    if (!current) return;
    try {
      job.value = await client.request('jobs.getJob', { jobId: current.id });
    } catch (e) {
      error.value = message(e);
    }
    clearTimeout(timer);
    const next = job.value;
    const p = next && progressOf(next);
    if (open && next && p && !p.finished && (next.control === 'running' || p.sending > 0))
      timer = setTimeout(() => void poll(), options.pollMs ?? 500);
    if (p?.finished) {
      void countChanged().catch(() => undefined);
      // A slug fix moved item addresses: the site's redirect plan shows with the result.
      void redirects.load(siteId);
    }
  };
  const start = async (p: BulkItemPlan, label: string) => {
    const unique = options.newId?.() ?? crypto.randomUUID();
    const started = await client.request('jobs.startJob', {
      id: jobIdOf(siteId, unique),
      kind: p.jobKind,
      label,
      entries: p.entries.map((e) => ({ id: e.id, payload: e.payload as never })),
    });
    plan.value = undefined;
    job.value = await client.request('jobs.getJob', { jobId: started.jobId });
    await poll();
  };
  const guarded = async (work: () => Promise<void>) => {
    error.value = undefined;
    try {
      await work();
    } catch (e) {
      error.value = message(e);
    }
  };

  const control = (type: 'jobs.pauseJob' | 'jobs.resumeJob' | 'jobs.cancelJob' | 'jobs.retryJob') =>
    guarded(async () => {
      const current = job.value;
      if (!current) return;
      await client.request(type, { jobId: current.id });
      await poll();
    });

  return {
    changeType,
    sourceField,
    choices,
    change,
    plan,
    planning,
    error,
    job,
    counts,
    undoing,
    changed,
    published,
    /** The live check of the pages the last publish reached. */
    liveAfter,
    /** The redirect plan of the addresses moved (a finished slug fix's, with the site's others). */
    redirects,
    /** Asks for the published host in the click, then reads the pages again. */
    allowLive() {
      const pattern = liveAfter.value?.needsAccess;
      if (!pattern || !options.hostAccess) return Promise.resolve();
      return options.hostAccess
        .request([pattern])
        .then((granted) => (granted ? guarded(checkLive) : undefined));
    },
    /** Reads the selected collections' fields, a bulk job of this site left open, the changed count. */
    open: () =>
      guarded(async () => {
        open = true;
        const ids = [...new Set(selected.value.map((c) => c.collectionId))];
        if (ids.length > 0)
          choices.value = await client.request('collections.itemFieldChoices', {
            siteId,
            collectionIds: ids,
          });
        if (!job.value) {
          const jobs = await client.request('jobs.listJobs', {});
          const mine = jobs.filter((j) => j.jobId.startsWith(jobIdOf(siteId, ''))).at(-1);
          if (mine) job.value = await client.request('jobs.getJob', { jobId: mine.jobId });
        }
        await Promise.all([poll(), countChanged()]);
      }),
    /** Stops following (the panel is hidden); the job goes on. */
    close() {
      open = false;
      clearTimeout(timer);
    },
    /** Confirms which fields feed a collection's pages, in every locale. */
    confirmFields: (collectionId: string, map: ItemSeoMap) =>
      guarded(async () => {
        await client.request('collections.rememberItemSeo', { siteId, collectionId, map });
        choices.value = choices.value.map((c) =>
          c.collectionId === collectionId ? { ...c, seo: map } : c,
        );
      }),
    /** Reads the selected rows fresh and previews the change. */
    preview: () =>
      guarded(async () => {
        const c = change.value;
        if (typeof c === 'string') throw new Error(c);
        if (selected.value.length === 0) throw new Error(t('bulk_no_cells'));
        planning.value = true;
        undoing.value = false;
        try {
          plan.value = await client.request('collections.planItemChange', {
            siteId,
            change: c,
            cells: selected.value,
          });
        } finally {
          planning.value = false;
        }
      }),
    /**
     * Starts the previewed writes once `confirm` says yes to a question naming the count, the
     * collections and the locales.
     */
    apply: (confirm: (question: string) => boolean, localeName: (id: string | null) => string) =>
      guarded(async () => {
        const p = plan.value;
        if (!p || p.entries.length === 0) return;
        const collections = [...new Set(p.entries.map((e) => e.collection))].join(', ');
        const locales = [...new Set(p.entries.map((e) => localeName(e.localeId)))].join(', ');
        const question = undoing.value
          ? t('items_bulk_confirm_undo', String(p.entries.length), collections, locales)
          : t('items_bulk_confirm', String(p.entries.length), collections, locales);
        if (!confirm(question)) return;
        await start(
          p,
          undoing.value ? t('items_bulk_undo_label') : itemChangeLabel(changeType.value),
        );
      }),
    /** Previews the Undo of the finished job from its journal. */
    undo: () =>
      guarded(async () => {
        const current = job.value;
        if (!current) return;
        plan.value = await client.request('collections.planItemUndo', {
          siteId,
          jobId: current.id,
        });
        undoing.value = true;
      }),
    pause: () => control('jobs.pauseJob'),
    resume: () => control('jobs.resumeJob'),
    cancel: () => control('jobs.cancelJob'),
    retryFailed: () => control('jobs.retryJob'),
    /** "Publish N changed items", asked first naming the count. */
    publishChanged: (confirm: (question: string) => boolean) =>
      guarded(async () => {
        const n = changed.value;
        if (!n || n.items === 0) return;
        if (!confirm(t('items_bulk_publish_confirm', String(n.items), String(n.rows)))) return;
        const answer = await client.request('collections.publishChangedItems', { siteId });
        const { pages, ...done } = answer;
        published.value = done;
        lastPages = pages;
        liveAfter.value = undefined;
        await countChanged();
        await checkLive();
      }),
    /** What the job did, row by row, as CSV. */
    report: () => (job.value ? jobReport(job.value) : undefined),
  };
}

/** The bulk item model. */
export type ItemBulkModel = ReturnType<typeof createItemBulkModel>;
