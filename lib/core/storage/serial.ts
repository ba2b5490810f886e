/**
 * Serializes read-modify-write updates of a stored value within one context. Storage calls are
 * asynchronous, so two updates that interleave would otherwise each write over the other.
 * @module
 */

/** Returns a function that runs its tasks one after another, in call order. */
export function createSerial(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
