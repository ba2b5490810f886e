import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createClientRegistry } from '@/lib/core/auth/api-clients';
import type { Credential } from '@/lib/core/auth/credentials';
import { listSites } from '@/lib/core/api/sites';

const credential: Credential = {
  id: 'acct',
  kind: 'oauth',
  secret: 'token-abcd',
  label: 'Ada',
  sites: [],
  apiBase: 'https://api.example',
  brokerUrl: null,
  remember: false,
  createdAt: 0,
};

describe('client registry at sign-out', () => {
  beforeEach(() => fakeBrowser.reset());

  it('stops the account’s queue: queued requests fail and the token is never sent again', async () => {
    const sent: string[] = [];
    let answer!: (r: Response) => void;
    const registry = createClientRegistry({
      fetch: async (_url, init) => {
        sent.push(new Headers(init?.headers).get('Authorization') ?? '');
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const client = registry.forCredential(credential);
    await client.queue.ready;
    const first = listSites(client).catch((e: unknown) => e);
    const write = client.queue
      .run({ method: 'PATCH', key: 'w', send: async () => ({ value: 1 }) })
      .catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    await registry.drop('acct');
    expect(((await write) as { kind: string }).kind).toBe('unauthorized');
    answer(
      new Response('{"sites":[]}', {
        headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '60' },
      }),
    );
    await first;
    expect(sent).toEqual(['Bearer token-abcd']);
  });
});
