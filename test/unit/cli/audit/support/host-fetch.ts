/**
 * A `fetch` that reaches the emulator's custom domains (`www.northwind.example`) without DNS: each
 * request goes to 127.0.0.1 on the URL's port with the URL's own Host header, the emulator serving
 * a site's custom domain by that header.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';

function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, v);
  return headers;
}

/** Sends `input` to this machine, by its Host header. */
export const loopbackFetch: typeof fetch = (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers: Record<string, string> = { host: url.host };
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port || 80,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers,
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const body = [204, 304].includes(status) ? null : (Readable.toWeb(res) as ReadableStream);
        resolve(new Response(body, { status, headers: headersOf(res.headers) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
