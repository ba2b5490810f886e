import { configFromEnv } from './config';
import type { BrokerEnv } from './config';
import { createBrokerHandler } from './handler';
import type { BrokerHandler } from './handler';

const handlers = new WeakMap<BrokerEnv, BrokerHandler>();

function fromProcess(): BrokerEnv {
  const holder = globalThis as { process?: { env?: BrokerEnv } };
  return holder.process?.env ?? {};
}

/** The deployable broker: a standard Fetch-API handler configured from `env` (or `process.env`). */
export default {
  fetch(request: Request, env?: BrokerEnv): Promise<Response> {
    const source = env ?? fromProcess();
    let handler = handlers.get(source);
    if (!handler) {
      handler = createBrokerHandler(configFromEnv(source));
      handlers.set(source, handler);
    }
    return handler.fetch(request);
  },
};
