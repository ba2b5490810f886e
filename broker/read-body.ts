import type { BrokerError } from './upstream';

const tooLarge: BrokerError = {
  status: 413,
  error: 'too_large',
  message: 'The request body is too large',
};
const notJson: BrokerError = {
  status: 400,
  error: 'invalid_request',
  message: 'The request body is not JSON',
};

/**
 * Reads a JSON body of at most `limit` bytes. A `Content-Length` over the limit is refused before
 * any byte is read, and a body without one (chunked) is read only until it passes the limit, so
 * a large or endless body costs the broker at most `limit` bytes of memory in any runtime.
 */
export async function readJsonBody(
  request: Request,
  limit: number,
): Promise<{ value: unknown } | { failure: BrokerError }> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return { failure: { status: 415, error: 'unsupported_media_type', message: 'Send JSON' } };
  }
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit) {
    return { failure: tooLarge };
  }
  const bytes = await readAtMost(request, limit);
  if (bytes === undefined) return { failure: tooLarge };
  try {
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { failure: notJson };
  }
}

/** The body's bytes, or `undefined` as soon as more than `limit` arrived (the rest is not read). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: a slow sender must not hold the answer back.
      reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
