/**
 * A local HTTP host for the indexing tests (127.0.0.1, a free port): each path answers what its
 * route says, and every request is counted by path. Never the network.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a path answers. */
export type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A running host; `close` it after the tests. */
export interface LocalHost {
  origin: string;
  routes: Map<string, Route>;
  /** Requests by path, since the host started. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** Starts a host that answers `routes` (others 404). */
export async function startHost(routes: Record<string, Route> = {}): Promise<LocalHost> {
  const table = new Map(Object.entries(routes));
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = table.get(path);
    if (route) route(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes: table,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Answers `body` with `status` and a content type. */
export const answer =
  (body: string | Buffer, status = 200, type = 'text/plain; charset=utf-8'): Route =>
  (_request, response) =>
    void response.writeHead(status, { 'content-type': type }).end(body);

/** Redirects to `location` (a path or a URL). */
export const redirect =
  (location: string, status = 301): Route =>
  (_request, response) =>
    void response.writeHead(status, { location }).end();
