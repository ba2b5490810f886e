/**
 * The broker on Node's HTTP server, with the limits a Worker gets from its platform: slow or
 * idle clients are cut off, and the number of open connections is capped.
 * @module
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { BrokerHandler } from './handler';

/** Limits of the Node runner. */
export const NODE_LIMITS = {
  /** All request headers must arrive within this. */
  headersTimeoutMs: 5_000,
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 10_000,
  /** A connection that sends nothing is closed after this. */
  idleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two request timeouts (its default, 30 s, would let them slip). */
  checkIntervalMs: 1_000,
  maxConnections: 256,
  maxHeadersCount: 64,
} as const;

/** Creates (does not start) an HTTP server for `handler`. */
export function createNodeBrokerServer(
  handler: BrokerHandler,
  options: { maxConnections?: number } = {},
): Server {
  const server = createServer(
    {
      headersTimeout: NODE_LIMITS.headersTimeoutMs,
      requestTimeout: NODE_LIMITS.requestTimeoutMs,
      keepAliveTimeout: NODE_LIMITS.keepAliveTimeoutMs,
      connectionsCheckingInterval: NODE_LIMITS.checkIntervalMs,
    },
    getRequestListener((request) => handler.fetch(request)),
  );
  server.setTimeout(NODE_LIMITS.idleTimeoutMs, (socket) => socket.destroy());
  server.maxConnections = options.maxConnections ?? NODE_LIMITS.maxConnections;
  server.maxHeadersCount = NODE_LIMITS.maxHeadersCount;
  return server;
}
