import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  addCredential,
  clearCredentials,
  credentialForSite,
  listCredentials,
  maskSecret,
  removeCredential,
  toAccountView,
} from '@/lib/core/auth/credentials';

const site = (id: string) => ({ id, name: `Site ${id}`, shortName: `site-${id}` });
const key = (secret: string, siteId: string, remember = false) => ({
  kind: 'site-key' as const,
  secret,
  label: `Site ${siteId}`,
  sites: [site(siteId)],
  apiBase: 'https://api.example',
  remember,
});

describe('credentials', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps credentials in session storage unless the editor asked to remember them', async () => {
    await addCredential(key('session-secret-1111', 'a'));
    await addCredential(key('local-secret-2222', 'b', true));
    const session = JSON.stringify(await fakeBrowser.storage.session.get(null));
    const local = JSON.stringify(await fakeBrowser.storage.local.get(null));
    expect(session).toContain('session-secret-1111');
    expect(local).not.toContain('session-secret-1111');
    expect(local).toContain('local-secret-2222');
    expect((await listCredentials()).map((c) => c.secret)).toEqual([
      'local-secret-2222',
      'session-secret-1111',
    ]);
  });

  it('never writes an account’s OAuth token to local storage, even when asked to remember', async () => {
    const stored = await addCredential({ ...key('oauth-token-3333', 'c', true), kind: 'oauth' });
    expect(stored.remember).toBe(false);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(
      'oauth-token-3333',
    );
    expect(JSON.stringify(await fakeBrowser.storage.session.get(null))).toContain(
      'oauth-token-3333',
    );
  });

  it('drops one unreadable remembered credential and keeps the others', async () => {
    await addCredential(key('local-secret-aaaa', 'a', true));
    await addCredential(key('local-secret-bbbb', 'b', true));
    const { credentials } = (await fakeBrowser.storage.local.get('credentials')) as {
      credentials: unknown[];
    };
    await fakeBrowser.storage.local.set({ credentials: [{ id: 'broken' }, ...credentials] });
    expect((await listCredentials()).map((c) => c.secret)).toEqual([
      'local-secret-aaaa',
      'local-secret-bbbb',
    ]);
    await addCredential(key('local-secret-cccc', 'c', true));
    expect((await listCredentials()).map((c) => c.secret)).toEqual([
      'local-secret-aaaa',
      'local-secret-bbbb',
      'local-secret-cccc',
    ]);
  });

  it('prefers a site key for its site, then any credential that unlocks it', async () => {
    await addCredential({
      ...key('oauth-token', 'a'),
      kind: 'oauth',
      sites: [site('a'), site('b')],
    });
    await addCredential(key('key-for-b', 'b'));
    expect((await credentialForSite('b'))?.secret).toBe('key-for-b');
    expect((await credentialForSite('a'))?.secret).toBe('oauth-token');
    expect(await credentialForSite('c')).toBeUndefined();
  });

  it('replaces a credential pasted twice instead of keeping two', async () => {
    await addCredential(key('same-secret', 'a'));
    await addCredential(key('same-secret', 'a', true));
    expect(await listCredentials()).toHaveLength(1);
  });

  it('removes one credential and wipes all of them', async () => {
    const a = await addCredential(key('secret-a', 'a'));
    await addCredential(key('secret-b', 'b', true));
    expect((await removeCredential(a.id))?.secret).toBe('secret-a');
    expect((await listCredentials()).map((c) => c.secret)).toEqual(['secret-b']);
    await clearCredentials();
    expect(await listCredentials()).toEqual([]);
    const everything = JSON.stringify([
      await fakeBrowser.storage.local.get(null),
      await fakeBrowser.storage.session.get(null),
    ]);
    expect(everything).not.toContain('secret-');
  });

  it('shows pages a masked view with no secret in it', async () => {
    const c = await addCredential(key('wf_abcdef123456', 'a'));
    const view = toAccountView(c);
    expect(view).toEqual({
      id: c.id,
      kind: 'site-key',
      label: 'Site a',
      sites: [{ id: 'a', name: 'Site a' }],
      masked: '••••3456',
    });
    expect(JSON.stringify(view)).not.toContain('abcdef');
    expect(maskSecret('xy')).toBe('••••xy');
  });
});
