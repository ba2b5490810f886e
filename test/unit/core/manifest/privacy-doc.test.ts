import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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

describe('PRIVACY.md', () => {
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

  it('names the hosts it sends to and says nothing is collected', () => {
    for (const part of ['https://api.webflow.com', 'WXT_BROKER_URL', 'published hosts', 'none'])
      expect(privacy).toContain(part);
  });
});
