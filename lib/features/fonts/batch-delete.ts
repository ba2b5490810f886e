/** One font the service did not delete, with its reason. */
export interface DeleteFailure {
  id: string;
  name?: string | null;
  msg?: string | null;
}

/** What a batch deletion did, font by font. */
export interface DeleteReport {
  deleted: string[];
  failed: DeleteFailure[];
}

/** Largest batch the batch-delete endpoint takes. */
export const DELETE_BATCH = 100;

/**
 * Deletes `ids` in batches of at most 100, in order. A batch that fails as a whole reports each
 * of its fonts as failed with the reason, and the next batches still go out.
 */
export async function deleteInBatches(
  ids: readonly string[],
  sendBatch: (batch: string[]) => Promise<{ deleted: { id: string }[]; failed: DeleteFailure[] }>,
): Promise<DeleteReport> {
  const unique = [...new Set(ids)];
  const report: DeleteReport = { deleted: [], failed: [] };
  for (let start = 0; start < unique.length; start += DELETE_BATCH) {
    const batch = unique.slice(start, start + DELETE_BATCH);
    try {
      const answer = await sendBatch(batch);
      report.deleted.push(...answer.deleted.map((d) => d.id));
      report.failed.push(...answer.failed);
    } catch (error) {
      const msg = error instanceof Error ? error.message : String(error);
      report.failed.push(...batch.map((id) => ({ id, name: 'RequestFailed', msg })));
    }
  }
  return report;
}
