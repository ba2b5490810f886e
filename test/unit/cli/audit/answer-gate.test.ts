import { describe, expect, it } from 'vitest';
import { answerGate } from '@/lib/cli/audit/answer-gate';

describe('the gate on the service’s answers', () => {
  it('lets at most its size be in flight, reads each body before the next goes, and keeps status and headers', async () => {
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
    const answers = await Promise.all(Array.from({ length: 7 }, () => gated('http://x.test/')));
    expect(most).toBe(2);
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(202));
    expect(answers[0]!.headers.get('x-ratelimit-remaining')).toBe('7');
    expect(await answers[6]!.json()).toEqual({ ok: true });
  });

  it('gives its place back when a request fails', async () => {
    let calls = 0;
    const gated = answerGate(1, async () => {
      calls++;
      if (calls === 1) throw new TypeError('network');
      return new Response('x');
    });
    await expect(gated('http://x.test/')).rejects.toThrow('network');
    await expect((await gated('http://x.test/')).text()).resolves.toBe('x');
  });
});
