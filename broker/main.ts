/**
 * `npm run broker -- [--port N] [--host ADDR --public] [--max-connections N]`: the broker on
 * Node. Loopback only unless `--public` is given with a non-loopback `--host`, for teams that
 * self-host behind TLS (a reverse proxy terminating HTTPS in front of it).
 * @module
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { configFromEnv } from './config';
import { createBrokerHandler } from './handler';
import type { BrokerHandler } from './handler';
import { createNodeBrokerServer, NODE_LIMITS } from './node-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    public: { type: 'boolean', default: false },
    'max-connections': { type: 'string', default: String(NODE_LIMITS.maxConnections) },
  },
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function fail(message: string): never {
  process.stderr.write(`broker: ${message}\n`);
  process.exit(2);
}

const port = Number(values.port ?? process.env.BROKER_PORT ?? 8788);
const maxConnections = Number(values['max-connections']);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  fail(`bad --port ${String(values.port ?? process.env.BROKER_PORT)}`);
}
if (!Number.isInteger(maxConnections) || maxConnections < 1) {
  fail(`bad --max-connections ${values['max-connections']}`);
}
if (!LOOPBACK_HOSTS.has(values.host) && !values.public) {
  fail(
    `refusing to bind ${values.host}: the broker is loopback only (add --public to serve other machines, behind TLS)`,
  );
}

function loadHandler(): BrokerHandler {
  try {
    return createBrokerHandler(configFromEnv(process.env));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const handler = loadHandler();
const host = values.host === 'localhost' ? '127.0.0.1' : values.host;
const server = createNodeBrokerServer(handler, { maxConnections });
server.listen(port, host, () => {
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.info(`Token broker listening on http://${shown}:${address.port}`);
  if (!LOOPBACK_HOSTS.has(values.host)) {
    console.warn('Serving other machines: put a TLS-terminating proxy in front of this port.');
  }
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
