import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { elements, parseXml, sarifErrors } from './support/validate';
import { runAuditCli, type CliRun } from './support/spawn-cli';

type Site = TestEmulator['fixtures']['sites'][number];

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Each case starts the CLI in a fresh Node process against this file's emulator (a few seconds each).
describe('npm run audit against the emulator', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  let acme: Site;
  let northwind: Site;
  let dir: string;
  const run = (args: string[], env: Record<string, string> = {}): Promise<CliRun> =>
    runAuditCli(['--api', emu.origin, ...args], env);

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    [acme, northwind] = emu.fixtures.sites as [Site, Site];
    dir = await mkdtemp(path.join(tmpdir(), 'audit-cli-'));
  });
  afterAll(async () => {
    await emu?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('exits 1 on the demo seed with SARIF that code scanning accepts', async () => {
    const r = await run(['--site', acme.id, '--format', 'sarif'], {
      SITE_COMPANION_TOKEN: acme.apiKey!,
    });
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as {
      ruleId: string;
      level: string;
      locations: {
        physicalLocation: { artifactLocation: { uri: string } };
        logicalLocations: { name: string; fullyQualifiedName: string }[];
      }[];
      properties: { pageId: string; locale: string; jsonPath: string; inheritedBy?: string[] };
    }[];
    const pricing = results.filter(
      (x) => x.properties.pageId === acme.pages.pricing && x.level === 'error',
    );
    // fr and de show the en markup: its error is reported once, naming them.
    expect(pricing.map((x) => [x.properties.locale, x.properties.inheritedBy])).toEqual([
      ['en', ['fr', 'de']],
    ]);
    const en = pricing[0]!;
    expect(en.ruleId).toBe('vocab/unknown-property');
    const domain = emu.emulator.store.world.sites[acme.id]!.customDomains[0]!.url;
    expect(en.locations[0]!.physicalLocation.artifactLocation.uri).toBe(
      `https://${domain}/pricing`,
    );
    expect(en.locations[0]!.logicalLocations.map((l) => l.name)).toEqual(['/pricing', '$.colour']);
    expect(en.locations[0]!.logicalLocations[1]!.fullyQualifiedName).toBe(
      'Acme Bakery · en · /pricing · $.colour',
    );
    const rules = log.runs[0].tool.driver.rules as { id: string; helpUri?: string }[];
    expect(rules.filter((x) => x.id.startsWith('rich/')).every((x) => x.helpUri)).toBe(true);
    expect(r.stderr).toMatch(
      /Acme Bakery \(.+\) +126 +2 +\d+ +\d+ +\d+ .* findings at or above error/,
    );
  });

  it('exits 2 on a refused token with one line on stderr, printing the token nowhere', async () => {
    const token = `${acme.apiKey!}-revoked`;
    const out = path.join(dir, 'refused.json');
    const runs = [
      await run(['--site', acme.id], { SITE_COMPANION_TOKEN: token }),
      await run(['--site', acme.id, '--format', 'json', '--out', out], {
        SITE_COMPANION_TOKEN: token,
      }),
    ];
    for (const r of runs) {
      expect(r.code).toBe(2);
      const failures = r.stderr.split('\n').filter((l) => l.startsWith('audit:'));
      expect(failures).toEqual([
        `audit: site ${acme.id}: the service refused the token in SITE_COMPANION_TOKEN (HTTP 401) (the service says: Request not authorized)`,
      ]);
      expect(r.stdout + r.stderr).not.toContain(token);
      expect(r.stdout + r.stderr).not.toContain(acme.apiKey!);
    }
    const file = await readFile(out, 'utf8');
    expect(file).not.toContain(acme.apiKey!);
    expect(JSON.parse(file).sites[0]).toMatchObject({
      outcome: 'failed',
      failure: { kind: 'auth' },
    });
  });

  it('never prints a good token either, in any format', async () => {
    for (const format of ['text', 'json', 'sarif', 'junit']) {
      const r = await run(['--site', acme.id, '--format', format], {
        SITE_COMPANION_TOKEN: acme.apiKey!,
      });
      expect(r.code).toBe(1);
      expect(r.stdout.length).toBeGreaterThan(1000);
      expect(r.stdout + r.stderr).not.toContain(acme.apiKey!);
    }
  });

  it('writes one JUnit test case per page × locale, the broken pages failing', async () => {
    const r = await run(['--site', acme.id, '--format', 'junit', '--locale', 'fr'], {
      SITE_COMPANION_TOKEN: acme.apiKey!,
    });
    expect(r.code).toBe(1);
    const root = parseXml(r.stdout);
    const cases = elements(root, 'testcase');
    expect(cases).toHaveLength(42);
    expect(cases.every((c) => c.attributes.name!.endsWith(' (fr)'))).toBe(true);
    const failing = cases.filter((c) => elements(c, 'failure').length > 0);
    expect(failing.map((c) => c.attributes.name).sort()).toEqual([
      '/fr/carrieres (fr)',
      '/fr/tarifs (fr)',
    ]);
    expect(root.attributes).toMatchObject({ tests: '42', failures: '2', errors: '0' });
  });

  it('audits many sites at once with a token each, and one refused token stops no other site', async () => {
    const file = path.join(dir, 'sites.json');
    await writeFile(
      file,
      JSON.stringify([
        { site: acme.id, tokenEnv: 'SITE_COMPANION_TOKEN_ACME' },
        { site: northwind.id, tokenEnv: 'SITE_COMPANION_TOKEN_NORTHWIND' },
      ]),
    );
    const r = await run(['--sites-file', file, '--format', 'json'], {
      SITE_COMPANION_TOKEN_ACME: acme.apiKey!,
      SITE_COMPANION_TOKEN_NORTHWIND: 'emu_sitekey_not-a-real-key',
    });
    expect(r.code).toBe(2);
    const body = JSON.parse(r.stdout);
    // Sites are written as they finish (the refused one first); the summary keeps the given order.
    expect(
      body.sites.map((s: { siteId: string; outcome: string }) => [s.siteId, s.outcome]),
    ).toEqual([
      [northwind.id, 'failed'],
      [acme.id, 'findings'],
    ]);
    expect(body.sites[1].cells).toHaveLength(126);
    expect(body.summary).toMatchObject({ sites: 2, failedSites: 1, cells: 126 });
    const table = r.stderr
      .split('\n')
      .filter((l) => l.includes(acme.id) || l.includes(northwind.id));
    expect(table.slice(-2).map((l) => l.includes(acme.id))).toEqual([true, false]);
    expect(r.stderr).toContain(
      `audit: site ${northwind.id}: the service refused the token in SITE_COMPANION_TOKEN_NORTHWIND`,
    );
    expect(r.stderr).toMatch(
      new RegExp(`${northwind.id} +0 +0 +0 +0 +0 +\\S+ s +not audited \\(auth\\)`),
    );
    expect(r.stdout + r.stderr).not.toContain(acme.apiKey!);
  });

  it('exits 2 with one line when the service cannot be reached or the command is misused', async () => {
    const port = await closedPort();
    const down = await runAuditCli(
      ['--site', acme.id, '--api', `http://127.0.0.1:${port}`, '--format', 'sarif'],
      { SITE_COMPANION_TOKEN: acme.apiKey! },
    );
    expect(down.code).toBe(2);
    expect(down.stderr.split('\n')[0]).toBe(
      `audit: site ${acme.id}: the service at http://127.0.0.1:${port} could not be reached (network)`,
    );
    expect(sarifErrors(JSON.parse(down.stdout))).toEqual([]);
    const misuse = await run([`--token=${acme.apiKey!}`, '--site', acme.id]);
    expect(misuse.code).toBe(2);
    expect(misuse.stderr.trim().split('\n')).toHaveLength(1);
    expect(misuse.stdout + misuse.stderr).not.toContain(acme.apiKey!);
  });

  it('exits 0 once nothing is at or above --fail-on, and 1 with --fail-on warning', async () => {
    const fixed = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Fixed' };
    for (const page of [acme.pages.pricing!, acme.pages.careers!]) {
      const r = await emu.control(`/pages/${page}/edit`, {
        method: 'POST',
        body: { jsonLdSchema: fixed },
      });
      expect(r.status).toBe(200);
    }
    const env = { SITE_COMPANION_TOKEN: acme.apiKey! };
    const ok = await run(['--site', acme.id], env);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(
      /passed \(nothing at or above error\)\n1 site in .* exit status 0\n$/,
    );
    const strict = await run(['--site', acme.id, '--fail-on', 'warning', '--format', 'json'], env);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({ exitCode: 1, summary: { error: 0 } });
  });
});
