/**
 * A client that counts the requests sent through it, so the forecast can say what it asked the
 * service for.
 * @module
 */
import type { ApiCall, ApiClient } from './client';
import type { z } from 'zod';

/** Wraps `client` to count the requests sent through it. */
export function countingClient(client: ApiClient): { client: ApiClient; count: () => number } {
  let n = 0;
  return {
    client: {
      queue: client.queue,
      serviceClockOffsetMs: () => client.serviceClockOffsetMs(),
      call<S extends z.ZodType>(call: ApiCall<S>) {
        n++;
        return client.call(call);
      },
    },
    count: () => n,
  };
}
