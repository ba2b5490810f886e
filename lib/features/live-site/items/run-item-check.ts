/**
 * The live check of a site's CMS item pages: every published item page version (an item in each
 * locale it is published in) read from `origin` through the polite fetcher (its caps, ≤ 6 requests
 * per origin, `Retry-After`, cancel), its JSON-LD checked, its title and description measured, the
 * language signals taken across the item's locale versions with their localized slugs, and the
 * findings only many items show (`items/…`). Sends no service request: the audit's template paths
 * and the item listing (`listSiteItems`) are all it needs.
 *
 * API (for the extension's live-check view and the CLI):
 * ```ts
 * const collections = await listSiteItems(client, { siteId, locales, templates });
 * const input = itemCheckInput(audit, collections, origin);
 * const results = await runItemCheck(input, { fetcher, check: await loadItemCheck(), signal,
 *   onProgress: (p) => show(itemProgressText(p)) });
 * // one compact `LiveItems` per collection: store each with `liveItemsItem(siteId, collectionId)`;
 * // `decodeCell(result, cellIndex(result, row, column))` for a cell, `describeItemFinding` for words
 * ```
 * Pages stream through the HTML reader and only a few numbers are kept of each (`item-read.ts`);
 * items are read item by item, so an item's versions are held only until its last one is read.
 * @module
 */
import { LiveCheckCancelled } from '../run-live-check';
import type { PoliteFetch } from '../polite-fetch';
import { createCollectionRun, type ItemTask } from './collection-run';
import { readItemPage, type CheckItemBlock } from './item-read';
import type { ItemCheckInput } from './item-targets';
import type { ItemProgress, LiveItems } from './item-types';
import type { VersionIndex } from '../indexing/version-index';

/** What the check of item pages needs besides its input. */
export interface ItemCheckDeps {
  fetcher: PoliteFetch;
  /** Checks each JSON-LD block (counts, rich verdict, identifying values); default: not checked. */
  check?: CheckItemBlock;
  signal?: AbortSignal;
  /** After each version read. */
  onProgress?(progress: ItemProgress): void;
  now?(): number;
  maxBytes?: number;
  /** Reads under way at once; the fetcher still holds each origin to its own limit. Default 8. */
  concurrency?: number;
  /** The host's robots.txt and sitemap reading (`startHostIndex`): each version's blockers. */
  index?: VersionIndex;
}

/** Checks every published item page version of `input.collections` on `input.origin`. */
export async function runItemCheck(
  input: ItemCheckInput,
  deps: ItemCheckDeps,
): Promise<LiveItems[]> {
  const now = deps.now ?? Date.now;
  const runs = input.collections.map((c) => createCollectionRun(c, input, deps.index));
  const progress: ItemProgress = {
    done: 0,
    total: runs.reduce((n, run) => n + run.versions, 0),
    items: 0,
    itemsTotal: input.collections.reduce((n, c) => n + c.items.length, 0),
  };
  deps.onProgress?.({ ...progress });
  const tasks = (function* () {
    for (const run of runs) yield* run.tasks();
  })();

  const read = async (task: ItemTask) => {
    if (task.url === null || task.offOrigin) return null;
    const url = task.url;
    return deps.fetcher.get(url, (response) =>
      readItemPage(
        response.body,
        url,
        deps.check,
        deps.maxBytes,
        response.headers.get('x-robots-tag'),
      ),
    );
  };
  const worker = async () => {
    for (let next = tasks.next(); !next.done; next = tasks.next()) {
      if (deps.signal?.aborted) return;
      const task = next.value;
      const outcome = await read(task);
      if (deps.signal?.aborted) return;
      if (task.run.done(task, outcome)) progress.items++;
      progress.done++;
      deps.onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: deps.concurrency ?? 8 }, worker));
  if (deps.signal?.aborted) throw new LiveCheckCancelled();

  const base = {
    checkedAt: new Date(now()).toISOString(),
    fetches: deps.fetcher.stats.requests,
    maxConcurrent: deps.fetcher.stats.maxInFlight,
  };
  return runs.map((run) => run.result(base));
}
