import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../context';
import { ServiceError } from './errors';

/** Beyond this the rest of an oversized body is not read; the connection just closes. */
const DRAIN_CAP_BYTES = 32 * 1024 * 1024;

/**
 * Middleware: answers 413 with the error body when the request body exceeds `maxBytes`. The
 * oversized body is still read (up to a cap) so that the client receives the answer instead of a
 * reset connection.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared <= maxBytes && !c.req.header('transfer-encoding')) {
      return next();
    }
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size <= maxBytes) chunks.push(value);
      if (size > DRAIN_CAP_BYTES) {
        await reader.cancel();
        break;
      }
    }
    if (size > maxBytes) {
      return c.json(new ServiceError(413, 'bad_request', 'Request body exceeds 1 MB').body(), 413);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
