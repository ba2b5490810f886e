/**
 * Undo of a bulk item change, from its journal: every row it wrote gets its values before back —
 * unless the row changed since (its `lastUpdated` moved past the one the write answered, or its
 * fields no longer hold what the change wrote): such a row is left as it is and named. The rows are read fresh, one listing per collection.
 * @module
 */
import type { ApiClient } from '../../../core/api/client';
import type { Json } from '../../../core/drafts/json-value';
import { t } from '../../../core/i18n/t';
import type { JobPayloads, JobRecord } from '../../../core/jobs/job-types';
import { notKeptOf } from '../item-draft-value';
import { emptyItemPlan, type BulkItemPlan } from './item-bulk-plan';
import { itemPayloadSchema, type ItemPayload } from './item-executor';
import { readCollectionRows, rowKey } from './item-rows';

/** The plan that undoes the rows `job` wrote. */
export async function planItemUndo(
  client: ApiClient,
  job: JobRecord,
  payloads: JobPayloads,
): Promise<BulkItemPlan> {
  const plan = emptyItemPlan();
  const written = job.entries.flatMap((e) => {
    if (e.state !== 'done') return [];
    const parsed = itemPayloadSchema.safeParse(payloads[e.id]);
    const after = (e.result as { lastUpdated?: unknown } | undefined)?.lastUpdated;
    const lastUpdated = typeof after === 'string' ? after : undefined;
    return parsed.success ? [{ id: e.id, p: parsed.data, lastUpdated }] : [];
  });
  const byCollection = new Map<string, { id: string; p: ItemPayload; lastUpdated?: string }[]>();
  for (const row of written) {
    const list = byCollection.get(row.p.collectionId) ?? [];
    byCollection.set(row.p.collectionId, list);
    list.push(row);
  }
  for (const [collectionId, rows] of byCollection) {
    const cms = [...new Set(rows.map((r) => r.p.cmsLocaleId))];
    const read = await readCollectionRows(client, collectionId, cms);
    plan.requests += read.requests + 1;
    const collection = read.details.displayName ?? collectionId;
    for (const { id, p, lastUpdated } of rows) {
      const now = read.rows.get(rowKey(p.itemId, p.cmsLocaleId));
      const item = String(now?.fieldData.name ?? p.itemId);
      const at = { id, collection, item, localeId: p.localeId };
      const fields = Object.entries(p.types).map(([slug, type]) => ({ slug, name: slug, type }));
      const current = (now?.fieldData ?? {}) as Record<string, Json>;
      // Changed since: its `lastUpdated` moved past the write's (known when the write's answer was
      // read), or its fields no longer hold what the change wrote (a row verified after a restart).
      const moved = lastUpdated !== undefined && (now?.lastUpdated ?? null) !== lastUpdated;
      if (!now || moved || notKeptOf(fields, p.fieldData, current).length > 0) {
        plan.skipped.push({ ...at, reason: t('items_bulk_undo_changed_since') });
        continue;
      }
      const { fromPath, toPath } = p.move ?? {};
      plan.entries.push({
        ...at,
        summary: t('items_bulk_undo_summary'),
        payload: {
          ...p,
          fieldData: p.before,
          before: p.fieldData,
          ...(fromPath && toPath ? { move: { fromPath: toPath, toPath: fromPath } } : {}),
        },
      });
    }
  }
  return plan;
}
