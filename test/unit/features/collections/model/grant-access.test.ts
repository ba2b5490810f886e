import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { Status } from '@/lib/features/account/session-messages';
import { grantCollections } from '@/lib/features/collections/model/grant-access';

const account = (id: string, kind: 'oauth' | 'site-key') => ({ id, kind, label: id, sites: [] });

function fakes(signedIn: boolean) {
  const calls: string[] = [];
  const status = signal({
    accounts: [account('old', 'oauth'), account('key', 'site-key')],
  } as unknown as Status);
  const session = {
    status,
    signInWithOAuth: async () => {
      calls.push('sign-in');
      return signedIn;
    },
    signOut: async (id?: string) => void calls.push(`sign-out ${id}`),
  };
  const location = {
    url: signal<string | undefined>('https://acme.webflow.io/blog/hello'),
    locate: async (url: string | undefined, options?: { refresh?: boolean }) =>
      void calls.push(`locate ${url} ${options?.refresh}`),
  };
  return { calls, session, location };
}

describe('granting access to collections', () => {
  it('signs in again, signs the older account out (not the key), then locates afresh', async () => {
    const { calls, session, location } = fakes(true);
    await grantCollections(session, location);
    expect(calls).toEqual([
      'sign-in',
      'sign-out old',
      'locate https://acme.webflow.io/blog/hello true',
    ]);
  });

  it('changes nothing when the sign-in did not complete', async () => {
    const { calls, session, location } = fakes(false);
    await grantCollections(session, location);
    expect(calls).toEqual(['sign-in']);
  });
});
