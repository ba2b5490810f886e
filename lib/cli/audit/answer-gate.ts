/**
 * The service's answers, a few at a time across every site of a run: a `fetch` that lets at most
 * `size` requests be in flight and reads each answer's body before the next may go. Sites on equal
 * plans send their last requests in the same second when a rate-limit window opens; without the
 * gate, all their bulk answers arrive together and wait, parsed and half-checked, for the one
 * thread, while the heap grows with them. Sends happen only when each site's own rate-limit queue
 * allows, so no site sends more than its limit; a site waits only while others' answers are read.
 * @module
 */

/** Statuses whose answer cannot carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A `fetch` through a gate of `size` answers at a time. */
export function answerGate(size: number, inner: typeof fetch = fetch): typeof fetch {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return async (input, init) => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      const response = await inner(input, init);
      const body = await response.arrayBuffer();
      return new Response(NULL_BODY.has(response.status) ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      release();
    }
  };
}
