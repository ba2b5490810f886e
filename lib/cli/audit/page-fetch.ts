/**
 * How the command-line live check fetches published pages: Node's `fetch`, except for `localhost`
 * names (`acme.localhost:8787`, the emulator's published hosts), which Node's resolver does not
 * know but browsers resolve to this machine (RFC 6761 §6.3): those are sent to 127.0.0.1 with the
 * URL's own Host header, the body streamed as `fetch` would.
 * @module
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';

const NULL_BODY = new Set([101, 204, 205, 304]);

/** Whether `hostname` is `localhost` or a name under it. */
const isLocalhost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost');

function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** A `fetch` that also reaches `*.localhost` over plain http. */
export function pageFetch(): typeof fetch {
  const agent = new Agent({ keepAlive: true });
  const loopback = (url: URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const headers: Record<string, string> = { host: url.host };
      new Headers(init.headers).forEach((v, k) => (headers[k] = v));
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port || 80,
          path: `${url.pathname}${url.search}`,
          method: init.method ?? 'GET',
          headers,
          agent,
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const body = NULL_BODY.has(status) ? null : (Readable.toWeb(res) as ReadableStream);
          resolve(new Response(body, { status, headers: headersOf(res.headers) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.protocol === 'http:' && isLocalhost(url.hostname)) return loopback(url, init);
    return fetch(input, init);
  };
}
