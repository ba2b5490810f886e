import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SCOPES, parseScopes } from '@/lib/core/api/scopes';
import { createClientRegistry } from '@/lib/core/auth/api-clients';
import { randomToken } from '@/lib/core/auth/random';
import { createSession } from '@/lib/core/auth/session';
import { DEFAULT_ENDPOINTS } from '@/lib/core/settings/defaults';

const privacy = readFileSync('PRIVACY.md', 'utf8');

const manifestFor = async (browser: string) => {
  const config = (await import('@/wxt.config')).default;
  const manifest = config.manifest as (env: object) => Record<string, unknown>;
  return manifest({ browser, mode: 'production', command: 'build', manifestVersion: 3 });
};

/** The rows of PRIVACY.md's permission table, by their first cell. */
const permissionRows = () => {
  const section = privacy.slice(privacy.indexOf('## Each permission'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split('|')[1]!.trim());
};

/** The scopes an account sign-in asks for: the `scope` of the authorization page it opens. */
async function scopesSignInAsksFor(): Promise<string[]> {
  let scope: string | null = null;
  const session = createSession({
    registry: createClientRegistry(),
    // The broker starts the flow; nothing else is reached before the window opens.
    fetch: (async () =>
      Response.json({ flowId: 'flow-1', state: randomToken(16) })) as typeof fetch,
    getEndpoints: async () => ({
      ...DEFAULT_ENDPOINTS,
      brokerUrl: 'https://broker.test',
      clientId: 'client-1',
    }),
    identity: {
      getRedirectURL: () => 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/',
      async launchWebAuthFlow({ url }) {
        scope = new URL(url).searchParams.get('scope');
        return undefined;
      },
    },
  });
  await session.signInWithOAuth({ remember: false }).catch(() => undefined);
  expect(scope).not.toBeNull();
  return parseScopes(scope ?? '');
}

/** PRIVACY.md's "What it reads", where each scope is named. */
const readsSection = () =>
  privacy.slice(privacy.indexOf('## What it reads'), privacy.indexOf('## Where it sends'));

describe('PRIVACY.md', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each(['chrome', 'firefox'])(
    'gives a reason for every permission the %s store build asks for',
    async (browser) => {
      const manifest = await manifestFor(browser);
      const asked = [
        ...(manifest.permissions as string[]),
        ...(manifest.host_permissions as string[]).map((host) => `host \`${host}\``),
        ...(manifest.optional_host_permissions as string[]).map((host) => `optional \`${host}\``),
      ];
      const rows = permissionRows().join('\n');
      const missing = asked.filter(
        (permission) => !rows.includes(permission.includes('`') ? permission : `\`${permission}\``),
      );
      expect(missing).toEqual([]);
    },
    30_000,
  );

  it('names every OAuth scope the extension asks for', async () => {
    const asked = new Set([...DEFAULT_SCOPES, ...(await scopesSignInAsksFor())]);
    const reads = readsSection();
    expect([...asked].filter((scope) => !reads.includes(`\`${scope}\``))).toEqual([]);
  });

  it('names the collection items and their live check among what it stores', () => {
    const stores = privacy.slice(privacy.indexOf('## What it stores'));
    expect(stores).toContain("a site's collection items");
    expect(stores).toContain("the last live check of a collection's item pages");
  });

  it('names the hosts it sends to and says nothing is collected', () => {
    for (const part of ['https://api.webflow.com', 'WXT_BROKER_URL', 'published hosts', 'none'])
      expect(privacy).toContain(part);
  });
});
