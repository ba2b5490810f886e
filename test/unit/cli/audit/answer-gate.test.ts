import { describe, expect, it } from 'vitest';
import { answerGate } from '@/lib/cli/audit/answer-gate';

/** A body of `chunks` chunks, made as they are read; `state` says how many were and how it ended. */
function countedBody(chunks: number) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === chunks) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

describe('the gate on the service’s answers', () => {
  it('lets at most its size be in flight, holds each place until its body is read, and keeps status and headers', async () => {
    let inFlight = 0;
    let most = 0;
    const inner: typeof fetch = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          setTimeout(() => {
            controller.enqueue(new TextEncoder().encode('{"ok":true}'));
            controller.close();
            inFlight--;
          }, 5);
        },
      });
      return new Response(body, { status: 202, headers: { 'x-ratelimit-remaining': '7' } });
    };
    const gated = answerGate(2, inner);
    const answers = await Promise.all(
      Array.from({ length: 7 }, async () => {
        const answer = await gated('http://x.test/');
        const remaining = answer.headers.get('x-ratelimit-remaining');
        return { status: answer.status, remaining, body: (await answer.json()) as unknown };
      }),
    );
    expect(most).toBe(2);
    expect(answers).toEqual(Array(7).fill({ status: 202, remaining: '7', body: { ok: true } }));
  });

  it('reads no more of a body than its reader asks for, so the reader’s bound holds', async () => {
    const { body, state } = countedBody(10_000);
    const answer = await answerGate(1, async () => new Response(body))('http://x.test/');
    expect(state.pulled).toBe(0);
    const reader = answer.body!.getReader();
    await reader.read();
    await reader.read();
    expect(state.pulled).toBeLessThanOrEqual(3);
    await reader.cancel();
    expect(state.cancelled).toBe(true);
  });

  it('gives its place back when a request fails, or a body is cancelled or fails', async () => {
    let calls = 0;
    const gated = answerGate(1, async () => {
      calls++;
      if (calls === 1) throw new TypeError('network');
      if (calls === 2) return new Response(countedBody(10).body);
      if (calls === 3)
        return new Response(
          new ReadableStream({ pull: (controller) => controller.error(new Error('reset')) }),
        );
      return new Response('x');
    });
    await expect(gated('http://x.test/')).rejects.toThrow('network');
    await (await gated('http://x.test/')).body!.cancel();
    await expect((await gated('http://x.test/')).text()).rejects.toThrow('reset');
    await expect((await gated('http://x.test/')).text()).resolves.toBe('x');
  });

  it('gives its place back at once for an answer without a body', async () => {
    const gated = answerGate(1, async () => new Response(null, { status: 204 }));
    expect((await gated('http://x.test/')).status).toBe(204);
    expect((await gated('http://x.test/')).status).toBe(204);
  });
});
