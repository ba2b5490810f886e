/**
 * Writes bulk item changes: the rows of one collection, up to 100 item × locale rows per
 * `PATCH …/items` request (the runner batches by collection), each row only its changed fields. A
 * row counts as written when the answer holds what it sent; a row in doubt after a stopped worker is
 * verified by reading it, never sent twice blindly. Written rows show as changed in the grid, and a
 * changed slug records its old address for the redirect plan.
 * @module
 */
import { z } from 'zod';
import { getItem, updateItems, type CollectionItem } from '../../../core/api/collections';
import type { ApiClient } from '../../../core/api/client';
import type { Json } from '../../../core/drafts/json-value';
import type { JobExecutor, SendOutcome } from '../../../core/jobs/executor';
import { notKeptOf } from '../item-draft-value';
import { markItemsChanged } from '../site-items-store';

/** The job kind of bulk item writes. */
export const BULK_ITEMS_KIND = 'bulk-items';
/** Rows per bulk item write (the service's bound). */
export const ITEMS_BATCH = 100;

const json = z.json();

/** One row of a bulk item job, as journaled. */
export const itemPayloadSchema = z.object({
  siteId: z.string().min(1),
  collectionId: z.string().min(1),
  itemId: z.string().min(1),
  cmsLocaleId: z.string().min(1),
  localeId: z.string().min(1).nullable(),
  /** The fields to write (only those). */
  fieldData: z.record(z.string(), json),
  /** Their values before: what Undo writes back. */
  before: z.record(z.string(), json),
  /** The field types, so what the service kept is compared as each type. */
  types: z.record(z.string(), z.string()),
  /** A slug change's old and new path in the row's locale, for the redirect plan. */
  move: z.object({ fromPath: z.string(), toPath: z.string() }).optional(),
});

/** One row of a bulk item job. */
export type ItemPayload = z.output<typeof itemPayloadSchema>;

type ClientFor = (siteId: string) => Promise<ApiClient | undefined>;

/** Whether the service's row holds what `p` sent. */
function holds(row: CollectionItem, p: ItemPayload): boolean {
  const fields = Object.entries(p.types).map(([slug, type]) => ({ slug, name: slug, type }));
  return notKeptOf(fields, p.fieldData, row.fieldData as Record<string, Json>).length === 0;
}

const clientOf = async (clientFor: ClientFor, siteId: string) => {
  const client = await clientFor(siteId);
  if (!client) throw new Error('not signed in');
  return client;
};

/** An address a written slug moved, as the redirect plan records it. */
export interface SlugMoveRecord {
  pageId: string;
  localeId: string | null;
  fromPath: string;
  toPath: string;
  at: number;
}

/** Called after rows were written (grid state, slug moves); its failure fails no row. */
export type AfterItemWrites = (written: readonly ItemPayload[]) => Promise<void>;

/** Marks written rows changed in the stored items; slug moves go to `recordMoves`. */
export function afterItemWrites(
  recordMoves: (siteId: string, moves: readonly SlugMoveRecord[]) => Promise<void>,
): AfterItemWrites {
  return async (written) => {
    if (written.length === 0) return;
    const marks = written.map((p) => ({ ...p, localeKeys: [p.localeId ?? ''] }));
    await markItemsChanged(written[0]!.siteId, marks, true);
    const at = Date.now();
    const moves = written.flatMap((p) =>
      p.move ? [{ pageId: p.itemId, localeId: p.localeId, ...p.move, at }] : [],
    );
    if (moves.length > 0) await recordMoves(written[0]!.siteId, moves);
  };
}

/** The executor of `bulk-items` jobs. */
export function createItemBulkExecutor(
  clientFor: ClientFor,
  after?: AfterItemWrites,
): JobExecutor<unknown> {
  return {
    async send(entries) {
      const parsed = entries.map((e) => ({ id: e.id, p: itemPayloadSchema.parse(e.payload) }));
      const first = parsed[0]!.p;
      const client = await clientOf(clientFor, first.siteId);
      const answer = await updateItems(
        client,
        first.collectionId,
        parsed.map(({ p }) => ({
          id: p.itemId,
          cmsLocaleId: p.cmsLocaleId,
          fieldData: p.fieldData,
        })),
        { priority: 'background' },
      );
      const byRow = new Map(answer.map((r) => [`${r.id}|${r.cmsLocaleId ?? ''}`, r]));
      const outcomes: Record<string, SendOutcome> = {};
      const written: ItemPayload[] = [];
      for (const { id, p } of parsed) {
        const row = byRow.get(`${p.itemId}|${p.cmsLocaleId}`);
        if (row && holds(row, p)) {
          // The row's `lastUpdated` after this write: Undo leaves a row changed since.
          outcomes[id] = { ok: true, result: { lastUpdated: row.lastUpdated ?? null } };
          written.push(p);
        }
      }
      await after?.(written).catch(() => undefined);
      return outcomes;
    },
    async verify(entry) {
      const p = itemPayloadSchema.parse(entry.payload);
      const client = await clientOf(clientFor, p.siteId);
      const row = await getItem(client, p.collectionId, p.itemId, p.cmsLocaleId);
      return holds(row, p) ? 'applied' : 'not-applied';
    },
  };
}

/** The batch key of a row: its collection (one write request per collection). */
export const itemBatchKey = (payload: unknown) =>
  (payload as { collectionId?: string } | null)?.collectionId ?? '';
