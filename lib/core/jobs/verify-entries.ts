/**
 * Turns an executor's verification of entries whose outcome is unknown into entry patches: with
 * `verifyMany` when the kind has it (one bulk read for a whole batch), else one `verify` each.
 * @module
 */
import type { EntryWithPayload, JobExecutor } from './executor';
import { errorMessage, type EntryPatch } from './entry-patch';
import { t } from '../i18n/t';

type Verdict = 'applied' | 'not-applied';

/**
 * The patch of each entry: applied → done; not applied → pending, or failed with `failure` when a
 * send threw; no verdict or a failed check → unknown.
 */
export async function verifyEntries(
  executor: JobExecutor<unknown>,
  entries: EntryWithPayload[],
  failure?: string,
): Promise<Map<string, EntryPatch>> {
  const patches = new Map<string, EntryPatch>();
  const settle = (id: string, verdict: Verdict) => {
    if (verdict === 'applied') patches.set(id, { state: 'done' });
    else if (failure === undefined) patches.set(id, { state: 'pending' });
    else patches.set(id, { state: 'failed', error: failure });
  };
  const inDoubt = (id: string, error: unknown) =>
    patches.set(id, {
      state: 'unknown',
      error: t('jobs_verify_failed', errorMessage(error)),
    });
  if (executor.verifyMany) {
    let verdicts: Record<string, Verdict> | undefined;
    try {
      verdicts = await executor.verifyMany(entries);
    } catch (error) {
      for (const entry of entries) inDoubt(entry.id, error);
    }
    if (verdicts) {
      for (const entry of entries) {
        const verdict = Object.hasOwn(verdicts, entry.id) ? verdicts[entry.id] : undefined;
        if (verdict) settle(entry.id, verdict);
        else inDoubt(entry.id, t('jobs_no_answer_entry'));
      }
    }
    return patches;
  }
  for (const entry of entries) {
    try {
      settle(entry.id, await executor.verify(entry));
    } catch (error) {
      inDoubt(entry.id, error);
    }
  }
  return patches;
}
