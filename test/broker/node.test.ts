import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNodeBroker, startNodeBroker } from '../support/node-broker';
import type { NodeBroker } from '../support/node-broker';
import { brokerContract, CHROME, REDIRECT } from './contract';
import { heldFor, oneBytePerTwoSeconds } from './raw-socket';

brokerContract({ name: 'the Node runner', start: (env) => startNodeBroker({ env }) });

const ENV = {
  BROKER_CLIENT_ID: 'client-1',
  BROKER_CLIENT_SECRET: 'super-secret-client-value-0123456789',
  BROKER_TOKEN_URL: 'http://127.0.0.1:1/oauth/access_token',
  BROKER_ALLOWED_REDIRECTS: REDIRECT,
  BROKER_ALLOWED_ORIGINS: CHROME,
};

describe('the Node runner', () => {
  let broker: NodeBroker;
  beforeAll(async () => {
    broker = await startNodeBroker({ env: ENV, args: ['--port', '0', '--max-connections', '4'] });
  });
  afterAll(() => broker?.close());

  it('cuts off a client that sends its body, headers or nothing too slowly', async () => {
    const head = `POST /flows HTTP/1.1\r\nHost: broker\r\nOrigin: ${CHROME}\r\nContent-Type: application/json\r\n`;
    const [body, headers, idle] = await Promise.all([
      heldFor(broker.origin, oneBytePerTwoSeconds(`${head}Content-Length: 1000\r\n\r\n`, ' ')),
      heldFor(broker.origin, oneBytePerTwoSeconds('POST /flows HTTP/1.1\r\n', 'X-Slow: 1\r\n')),
      heldFor(broker.origin, () => () => undefined),
    ]);
    expect(body.ms).toBeLessThan(12_500);
    expect(headers.ms).toBeLessThan(12_500);
    expect(idle.ms).toBeLessThan(12_500);
    expect(body.received).not.toMatch(/^HTTP\/1\.1 2/);
  }, 40_000);

  it('caps open connections, and serves again once one closes', async () => {
    const { hostname, port } = new URL(broker.origin);
    const open = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const socket = connect(Number(port), hostname, () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    // Let the server register them before the next one arrives.
    await new Promise((r) => setTimeout(r, 200));
    const refused = await fetch(`${broker.origin}/flows`, {
      method: 'OPTIONS',
      headers: { Origin: CHROME },
    }).then(
      (response) => response.status,
      () => 'dropped',
    );
    expect(refused).toBe('dropped');
    open[0]!.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const served = await fetch(`${broker.origin}/flows`, {
      method: 'OPTIONS',
      headers: { Origin: CHROME },
    });
    expect(served.status).toBe(204);
    for (const socket of open) socket.destroy();
  });

  it('binds a non-loopback address only with --public', async () => {
    const refused = runNodeBroker(ENV, ['--host', '0.0.0.0', '--port', '0']);
    expect(await refused.exited).toBe(2);
    expect(refused.output()).toContain('refusing to bind 0.0.0.0');
    expect(refused.output()).toContain('--public');
    const loopback = await startNodeBroker({ env: ENV, args: ['--host', '::1', '--port', '0'] });
    expect(loopback.origin).toMatch(/^http:\/\/\[::1\]:\d+$/);
    await loopback.close();
  });

  it('names missing settings at start and exits', async () => {
    const { BROKER_CLIENT_SECRET: _secret, ...incomplete } = ENV;
    const run = runNodeBroker(incomplete);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('BROKER_CLIENT_SECRET');
  });
});
