import { describe, expect, it } from 'vitest';
import { configFromEnv } from '@/broker/config';
import { challengeOf } from '@/broker/flow-token';
import { createBrokerHandler } from '@/broker/handler';

const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
const LIMIT = 16 * 1024;

const handler = createBrokerHandler(
  configFromEnv({
    BROKER_CLIENT_ID: 'client-1',
    BROKER_CLIENT_SECRET: 'super-secret-client-value-0123456789',
    BROKER_TOKEN_URL: 'http://127.0.0.1:1/oauth/access_token',
    BROKER_ALLOWED_REDIRECTS: REDIRECT,
    BROKER_ALLOWED_ORIGINS: CHROME,
  }),
  { log: () => undefined },
);

function streamed(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://broker/flows', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: CHROME, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** Resolves with the answer, or rejects if the handler takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms = 2000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}

/** A /flows body padded with JSON whitespace to exactly `size` bytes. */
async function flowsBodyOf(size: number): Promise<string> {
  const json = JSON.stringify({
    challenge: await challengeOf('v'.repeat(43)),
    redirectUri: REDIRECT,
  });
  return json.slice(0, -1) + ' '.repeat(size - json.length) + '}';
}

describe('request body limit (16 KiB)', () => {
  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    let pulls = 0;
    const never = new ReadableStream<Uint8Array>({
      pull: () => {
        pulls += 1;
        return new Promise(() => undefined);
      },
    });
    const response = await within(handler.fetch(streamed(never, { 'Content-Length': '20000' })));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too_large' });
    // The stream fills its one-chunk queue on creation; the handler asked for nothing more.
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it('stops reading an undeclared body as soon as it passes the limit', async () => {
    let sent = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = await within(handler.fetch(streamed(endless)));
    expect(response.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(LIMIT + 4 * 1024);
    await expect.poll(() => cancelled).toBe(true);
  });

  it('accepts a body of exactly the limit and refuses one byte more', async () => {
    const post = (body: string) =>
      handler.fetch(
        new Request('http://broker/flows', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: CHROME },
          body,
        }),
      );
    const exact = await post(await flowsBodyOf(LIMIT));
    expect(exact.status).toBe(200);
    expect(await exact.json()).toHaveProperty('state');
    expect((await post(await flowsBodyOf(LIMIT + 1))).status).toBe(413);
  });

  it('refuses a body that is not UTF-8 JSON', async () => {
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const response = await handler.fetch(
      streamed(
        new ReadableStream({
          start(controller) {
            controller.enqueue(bytes);
            controller.close();
          },
        }),
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});
