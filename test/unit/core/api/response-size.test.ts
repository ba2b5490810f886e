import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/core/api/api-error';
import { createHttp, MAX_RESPONSE_BYTES } from '@/lib/core/api/http';

const MB = 1024 * 1024;

/** A JSON body of about `mb` MB, made as it is read; `pulled` counts the bytes handed out. */
function hugeBody(mb: number) {
  const chunk = new TextEncoder().encode(' '.repeat(MB));
  const state = { pulled: 0, cancelled: false };
  let left = mb;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left-- > 0) {
        state.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      } else {
        controller.enqueue(new TextEncoder().encode('{}'));
        controller.close();
      }
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const http = (response: () => Response) =>
  createHttp({
    baseUrl: 'https://api.example',
    getToken: () => 'tok',
    fetch: async () => response(),
  });

describe('API response bodies', () => {
  it('are read up to 32 MB, then refused with a clear message', async () => {
    expect(MAX_RESPONSE_BYTES).toBe(32 * MB);
    const { body, state } = hugeBody(40);
    const error = await http(() => new Response(body, { status: 200 }))
      .send({ method: 'GET', path: '/v2/sites' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/32 MB/);
    // The stream reads a few chunks ahead of the reader.
    expect(state.pulled).toBeLessThanOrEqual(36 * MB);
    expect(state.cancelled).toBe(true);
  });

  it('are refused at once when Content-Length says they are larger', async () => {
    const { body, state } = hugeBody(40);
    const error = await http(
      () => new Response(body, { status: 200, headers: { 'Content-Length': String(40 * MB) } }),
    )
      .send({ method: 'GET', path: '/v2/sites' })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toMatch(/32 MB/);
    expect(state.pulled).toBeLessThanOrEqual(2 * MB);
  });

  it('are counted as `fetch` unpacks them: 256 MB gzipped to 1 MB are refused at 32 MB', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      let left = 256;
      const zeros = new Readable({
        read() {
          this.push(left-- > 0 ? Buffer.alloc(MB) : null);
        },
      });
      pipeline(zeros, createGzip({ level: 1 }), response).catch(() => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const error = await createHttp({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => 'tok' })
        .send({ method: 'GET', path: '/v2/sites' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toMatch(/answer is larger than 32 MB/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('below the bound are read as before', async () => {
    const { body } = hugeBody(3);
    const answer = await http(() => new Response(body, { status: 200 })).send({
      method: 'GET',
      path: '/v2/sites',
    });
    expect(answer.body).toEqual({});
  });
});
