import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { configFromEnv } from './config';
import { createBrokerHandler } from './handler';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.BROKER_PORT ?? 8788);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  throw new Error(`Invalid port: ${String(values.port ?? process.env.BROKER_PORT)}`);
}
const handler = createBrokerHandler(configFromEnv(process.env));
const server = serve(
  { fetch: (request) => handler.fetch(request), port, hostname: '127.0.0.1' },
  (info) => {
    console.info(`Token broker listening on http://127.0.0.1:${info.port}`);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
