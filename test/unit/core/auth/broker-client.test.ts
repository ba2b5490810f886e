import { describe, expect, it } from 'vitest';
import { createBrokerClient } from '@/lib/core/auth/broker-client';
import { SignInError } from '@/lib/core/auth/sign-in-error';

const BROKER = 'https://broker.team.example';
const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
const CHALLENGE = 'c'.repeat(43);

/** A fetch that answers every call with `reply`, recording what was asked. */
function answering(reply: () => Response | Promise<Response>) {
  const calls: { url: string; body: unknown; signal: AbortSignal | undefined }[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    calls.push({
      url: String(input),
      body: JSON.parse(String(init?.body)),
      signal: init?.signal ?? undefined,
    });
    return reply();
  }) as typeof fetch;
  return { fetchImpl, calls };
}

async function failure(promise: Promise<unknown>): Promise<SignInError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SignInError);
  return error as SignInError;
}

describe('broker client', () => {
  it('starts a flow without a state of its own and takes the one the broker minted', async () => {
    const state = 'Zm9yLXRoaXMtZmxvdy1vbmx5';
    const { fetchImpl, calls } = answering(() => Response.json({ flowId: 'f.s', state }));
    const flow = await createBrokerClient(BROKER, fetchImpl).startFlow({
      challenge: CHALLENGE,
      redirectUri: REDIRECT,
    });
    expect(flow).toEqual({ flowId: 'f.s', state });
    expect(calls[0]).toMatchObject({
      url: `${BROKER}/flows`,
      body: { challenge: CHALLENGE, redirectUri: REDIRECT },
    });
    expect(calls[0]!.body).not.toHaveProperty('state');
  });

  it('refuses a minted state that could not be a proper one-time state', async () => {
    for (const state of ['short', 'x'.repeat(21), `${'a'.repeat(22)}&scope=all`]) {
      const { fetchImpl } = answering(() => Response.json({ flowId: 'f.s', state }));
      const error = await failure(
        createBrokerClient(BROKER, fetchImpl).startFlow({
          challenge: CHALLENGE,
          redirectUri: REDIRECT,
        }),
      );
      expect(error.kind).toBe('broker');
    }
  });

  it('names the broker and the settings page when the broker cannot be reached', async () => {
    const fetchImpl = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const error = await failure(createBrokerClient(`${BROKER}/`, fetchImpl).revoke('tok'));
    expect(error.kind).toBe('broker-unreachable');
    expect(error.message).toBe(
      'The token broker at https://broker.team.example did not answer: check the “Token broker address” in the extension’s settings (Connection, advanced), or ask whoever runs your team’s broker whether it is running.',
    );
  });

  it('gives up on a broker that never answers instead of hanging', async () => {
    const fetchImpl = ((_input: URL | RequestInfo, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const started = Date.now();
    const error = await failure(
      createBrokerClient(BROKER, fetchImpl, 50).startFlow({
        challenge: CHALLENGE,
        redirectUri: REDIRECT,
      }),
    );
    expect(error.kind).toBe('broker-unreachable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('treats an answer that is not a broker’s (a proxy error page) like an unreachable broker', async () => {
    const { fetchImpl } = answering(
      () =>
        new Response('<h1>502 Bad Gateway</h1>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = await failure(
      createBrokerClient(BROKER, fetchImpl).startFlow({
        challenge: CHALLENGE,
        redirectUri: REDIRECT,
      }),
    );
    expect(error.kind).toBe('broker-unreachable');
  });

  it('tells the editor to have this extension allowed when the broker refuses its origin', async () => {
    const { fetchImpl } = answering(() =>
      Response.json(
        { error: 'origin_not_allowed', message: 'This origin may not use the broker' },
        { status: 403 },
      ),
    );
    const error = await failure(
      createBrokerClient(BROKER, fetchImpl).startFlow({
        challenge: CHALLENGE,
        redirectUri: REDIRECT,
      }),
    );
    expect(error.kind).toBe('broker-origin');
    expect(error.message).toBe(
      'The token broker at https://broker.team.example refuses sign-ins from this extension: ask whoever runs your team’s broker to add the extension to its allowed origins (BROKER_ALLOWED_ORIGINS).',
    );
  });

  it('names the refused redirect URL when the broker does not allow it', async () => {
    const { fetchImpl } = answering(() =>
      Response.json({ error: 'redirect_not_allowed', message: 'not registered' }, { status: 400 }),
    );
    const error = await failure(
      createBrokerClient(BROKER, fetchImpl).startFlow({
        challenge: CHALLENGE,
        redirectUri: REDIRECT,
      }),
    );
    expect(error.kind).toBe('broker-redirect');
    expect(error.message).toBe(
      `The token broker at https://broker.team.example refuses this browser’s sign-in address ${REDIRECT}: ask whoever runs your team’s broker to add it to its allowed redirect URLs (BROKER_ALLOWED_REDIRECTS).`,
    );
  });

  it('keeps the broker’s own words for other refusals, and maps a rejected code', async () => {
    const replies = [
      [{ error: 'state_mismatch', message: 'The sign-in state does not match' }, 'broker'],
      [{ error: 'invalid_grant', message: 'used' }, 'code-rejected'],
      [{ error: 'flow_expired', message: 'late' }, 'expired'],
    ] as const;
    for (const [body, kind] of replies) {
      const { fetchImpl } = answering(() => Response.json(body, { status: 400 }));
      const error = await failure(
        createBrokerClient(BROKER, fetchImpl).exchange({
          flowId: 'f',
          verifier: 'v'.repeat(43),
          code: 'c',
          redirectUri: REDIRECT,
          state: 's'.repeat(22),
        }),
      );
      expect(error.kind).toBe(kind);
    }
    const { fetchImpl } = answering(() =>
      Response.json(
        { error: 'state_mismatch', message: 'The sign-in state does not match' },
        { status: 400 },
      ),
    );
    const error = await failure(createBrokerClient(BROKER, fetchImpl).revoke('t'));
    expect(error.message).toBe(
      'The sign-in service could not complete the sign-in. (The sign-in state does not match)',
    );
  });
});
