import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { loadJsonLdCheck } from '@/lib/features/site/site-messages';
import { runSiteAudit } from '@/lib/features/site/run-audit';
import { emulatorClient } from '../../support/emulator-client';
import { runAuditCli } from './support/spawn-cli';

interface Entry {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  credential: string | null;
}

const request = (e: Entry) => `${e.method} ${e.path} ${JSON.stringify(e.query)}`;

describe('a single site from the CLI', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo' });
  });
  afterAll(() => emu?.close());

  const seq = async () => (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;
  const since = async (from: number) =>
    (await emu.control<{ entries: Entry[] }>(`/journal?since=${from}`)).body.entries;

  it('sends exactly the requests the site grid sends: the listing and ⌈cells/100⌉ bulk reads', async () => {
    const site = emu.fixtures.sites[0]!;
    const before = await seq();
    const cli = await runAuditCli(['--api', emu.origin, '--site', site.id, '--format', 'json'], {
      SITE_COMPANION_TOKEN: site.apiKey!,
    });
    expect(cli.code).toBe(1);
    const fromCli = await since(before);

    const between = await seq();
    const grid = await runSiteAudit(emulatorClient(emu, site.apiKey!), site.id, {
      check: await loadJsonLdCheck(),
      drafts: async () => [],
    });
    const fromGrid = await since(between);

    expect(fromCli.map(request).sort()).toEqual(fromGrid.map(request).sort());
    const reads = fromCli.filter((e) => e.path.endsWith('/pages/schema-markup/query'));
    expect(reads).toHaveLength(Math.ceil(grid.cells.length / 100));
    const listing = fromCli.filter((e) => e.method === 'GET');
    expect(listing).toHaveLength(1 + grid.locales.length);
    expect(fromCli).toHaveLength(reads.length + listing.length);
    expect(fromCli.every((e) => e.status === 200)).toBe(true);
    const body = JSON.parse(cli.stdout);
    expect(body.sites[0].requests).toEqual(grid.requests);
    expect(body.sites[0].cells).toHaveLength(grid.cells.length);
    expect(body.sites[0].rateLimit).toBe(120);
  });

  it('reads only the chosen locales’ cells, still listing every locale for the slug checks', async () => {
    const site = emu.fixtures.sites[1]!;
    const before = await seq();
    const cli = await runAuditCli(
      ['--api', emu.origin, '--site', site.id, '--format', 'json', '--locale', 'fr'],
      { SITE_COMPANION_TOKEN: site.apiKey! },
    );
    expect(cli.code).toBe(1);
    const entries = await since(before);
    const body = JSON.parse(cli.stdout);
    const cells = body.sites[0].cells as { locale: string }[];
    expect(new Set(cells.map((c) => c.locale))).toEqual(new Set(['fr']));
    expect(entries.filter((e) => e.path.endsWith('/schema-markup/query'))).toHaveLength(
      Math.ceil(cells.length / 100),
    );
    expect(entries.filter((e) => e.method === 'GET')).toHaveLength(1 + 3);
  });
});
