import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * `fetch` for Node clients of the emulator's `*.localhost` hosts (the object store at
 * `objects.localhost:{port}`): Node does not resolve those names as browsers do, so this connects
 * to 127.0.0.1 on the URL's port and sends the URL's host in `Host`. Tests use it; the extension
 * never does.
 */
export async function fetchViaLoopback(url: string, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  const outgoing = new Request(target, init);
  const headers = Object.fromEntries(outgoing.headers);
  const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
  const secure = target.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: '127.0.0.1',
        port: target.port || (secure ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        method: outgoing.method,
        headers: {
          ...headers,
          host: target.host,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
        ...(secure ? { servername: target.hostname } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of [value ?? []].flat()) answer.append(name, one);
          }
          const status = res.statusCode ?? 0;
          const empty = status === 204 || status === 304 || outgoing.method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
