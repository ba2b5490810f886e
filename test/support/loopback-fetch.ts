/**
 * A `fetch` for the emulator's published hosts (`{shortName}.localhost:{port}`), which Node cannot
 * resolve: every request goes to 127.0.0.1 on the emulator's port with the URL's own Host header,
 * over kept-alive connections, with the body streamed. It also counts, independently of the caller,
 * how many requests each host had in flight at once (request sent → body ended or abandoned).
 * @module
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';

const NULL_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** A loopback fetch to `port`, with its observations. */
export function loopbackFetch(port: number) {
  const agent = new Agent({ keepAlive: true });
  const inFlight = new Map<string, number>();
  const max = new Map<string, number>();
  let requests = 0;
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input : input.url,
      );
      const host = url.host;
      requests++;
      const now = (inFlight.get(host) ?? 0) + 1;
      inFlight.set(host, now);
      max.set(host, Math.max(max.get(host) ?? 0, now));
      let open = true;
      const done = () => {
        if (!open) return;
        open = false;
        inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
      };
      const headers: Record<string, string> = { host };
      new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: url.pathname + url.search,
          method: init?.method ?? 'GET',
          headers,
          agent,
        },
        (res) => {
          res.on('close', done);
          res.on('end', done);
          const status = res.statusCode ?? 0;
          const body = NULL_BODY.has(status)
            ? null
            : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
          resolve(new Response(body, { status, headers: headersOf(res.headers) }));
        },
      );
      const signal = init?.signal;
      const abort = () => {
        done();
        req.destroy(new DOMException('aborted', 'AbortError'));
        reject(new DOMException('aborted', 'AbortError'));
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      req.on('error', (error) => {
        done();
        reject(error);
      });
      req.on('close', () => signal?.removeEventListener('abort', abort));
      req.end();
    });
  return {
    fetch,
    /** The most requests any one host had in flight at once. */
    maxPerHost: () => Math.max(0, ...max.values()),
    requests: () => requests,
    close: () => agent.destroy(),
  };
}
