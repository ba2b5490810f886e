/**
 * A job executor that stops the worker mid-job, for benchmarks of a resume: modelled on the lives of
 * `test/unit/core/jobs/runner-restart.test.ts`, where a stopped worker's calls never settle.
 */
import type { JobExecutor } from '../lib/core/jobs/runner';

/** A pending call of a stopped worker: it never settles, so nothing of that life runs again. */
const never = () => new Promise<never>(() => {});

/**
 * An executor that stops the worker on its `killAt`-th send: that write reaches the service, its
 * answer is lost and the runner waits forever, leaving the batch's rows in doubt in the journal.
 */
export function dyingExecutor(inner: JobExecutor<unknown>, killAt: number) {
  let sends = 0;
  let onDeath = () => {};
  const died = new Promise<void>((resolve) => (onDeath = resolve));
  const executor: JobExecutor<unknown> = {
    async send(entries) {
      sends += 1;
      if (sends > killAt) return never();
      const outcomes = await inner.send(entries);
      if (sends < killAt) return outcomes;
      onDeath();
      return never();
    },
    verify: (entry) => inner.verify(entry),
  };
  return { executor, died };
}
