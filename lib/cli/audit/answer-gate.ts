/**
 * The service's answers, a few at a time across every site of a run: a `fetch` that lets at most
 * `size` requests be in flight and holds each place until the answer's body has been read. Sites on
 * equal plans send their last requests in the same second when a rate-limit window opens; without
 * the gate, all their bulk answers arrive together and wait, parsed and half-checked, for the one
 * thread, while the heap grows with them. Sends happen only when each site's own rate-limit queue
 * allows, so no site sends more than its limit; a site waits only while others' answers are read.
 *
 * The gate never reads a body itself: the http core's reader (`createHttp`) is the only one, so its
 * bound holds here as in the extension. It counts the bytes `fetch` hands out, which are decoded
 * (a compressed answer is counted as it unpacks), and cancels the body past `MAX_RESPONSE_BYTES`;
 * reading the whole body first, as the gate once did, let a gzip bomb fill gigabytes before that
 * bound was reached.
 * @module
 */

/**
 * `body` as a stream that calls `onEnd` once, when it ends, fails or is cancelled. It reads from
 * `body` only when its own reader asks (no queue of its own), so the bytes it holds stay the
 * reader's to count.
 */
function endWatched(
  body: ReadableStream<Uint8Array>,
  onEnd: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let ended = false;
  const done = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) {
            done();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          done();
          controller.error(error);
        }
      },
      async cancel(reason) {
        done();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * A `fetch` through a gate of `size` answers at a time. Whoever calls it must read each answer's
 * body to its end or cancel it (the http core always does): its place is given back only then.
 */
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
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      release();
      throw error;
    }
    if (!response.body) {
      release();
      return response;
    }
    return new Response(endWatched(response.body, release), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
