import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { Planted } from '@/test/support/live-findings';
import { runLive } from './support/cli-io';
import { sarifErrors } from './support/validate';

interface SarifResult {
  ruleId: string;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
  properties: { pageId: string; localeId: string | null; locale: string };
}

/** The live rule each planted kind must show as. */
const RULE: Record<string, string> = {
  'stale-live': 'live/differs',
  'missing-live': 'live/missing',
  unpublished: 'live/unpublished',
  'hreflang-missing': 'live/hreflang-missing',
  'hreflang-wrong': 'live/hreflang-url',
  'html-lang': 'live/html-lang',
  'in-language': 'live/in-language',
};

// The demo's Acme Bakery is published to its staging host, {shortName}.localhost:{port}.
describe('npm run audit -- --live against the emulator', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  let planted: Planted[];
  const acme = () => emu.fixtures.sites[0]!;
  const run = (args: string[]) => runLive(emu, args);

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    const res = await emu.control<{ planted: Planted[] }>(`/sites/${acme().id}/live-faults`, {
      method: 'POST',
      body: { seed: 11, drifts: 3, language: 4 },
    });
    expect(res.status).toBe(201);
    planted = res.body.planted;
    expect(planted.map((f) => f.group).sort()).toEqual([
      'drift',
      'drift',
      'drift',
      'language',
      'language',
      'language',
      'language',
    ]);
    // Renamed after the publish: its new address is not served yet.
    const renamed = await emu.call(`/v2/pages/${acme().pages.careers}`, {
      method: 'PUT',
      token: acme().apiKey!,
      body: { slug: 'jobs' },
    });
    expect(renamed.status).toBe(200);
  });
  afterAll(() => emu?.close());

  it('reports each planted drift and language fault on its page, and the page that answers 404, in SARIF', async () => {
    const r = await run(['--format', 'sarif']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const live = (log.runs[0].results as SarifResult[]).filter((x) => x.ruleId.startsWith('live/'));
    const staging = `http://${acme().shortName}.localhost:${emu.port}/`;
    expect(
      live.every((x) => x.locations[0]!.physicalLocation.artifactLocation.uri.startsWith(staging)),
    ).toBe(true);
    const on = (pageId: string, localeId: string | null) =>
      live.filter((x) => x.properties.pageId === pageId && x.properties.localeId === localeId);
    for (const fault of planted) {
      expect(
        on(fault.pageId, fault.localeId).map((x) => x.ruleId),
        fault.kind,
      ).toContain(RULE[fault.kind]);
    }
    const careers = on(acme().pages.careers!, null);
    expect(careers).toEqual([
      expect.objectContaining({
        ruleId: 'live/not-found',
        level: 'error',
        message: expect.objectContaining({ text: expect.stringContaining('answers 404') }),
      }),
    ]);
    expect(careers[0]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe(`${staging}jobs`);
    const faulty = new Set([...planted.map((f) => f.pageId), acme().pages.careers!]);
    expect(live.filter((x) => !faulty.has(x.properties.pageId))).toEqual([]);
    const rules = log.runs[0].tool.driver.rules as {
      id: string;
      shortDescription: { text: string };
    }[];
    expect(rules.find((x) => x.id === 'live/not-found')!.shortDescription.text).toMatch(
      /^The published site/,
    );
  });

  it('says in text and JSON which host it read and how many page versions', async () => {
    const text = await run([]);
    expect(text.stdout.split('\n')[0]).toMatch(
      new RegExp(
        `; live check of http://${acme().shortName}\\.localhost:${emu.port}: \\d+ page versions read`,
      ),
    );
    expect(text.stdout).toMatch(
      / {2}error +en +\/jobs +live\/not-found +Not reachable: the page answers 404/,
    );
    const json = JSON.parse((await run(['--format', 'json'])).stdout);
    expect(json.sites[0].live).toMatchObject({
      origin: `http://${acme().shortName}.localhost:${emu.port}`,
      pages: expect.any(Number),
    });
    expect(json.sites[0].live.fetches).toBeGreaterThanOrEqual(json.sites[0].live.pages);
  });

  it('refuses a --host that is not one of the site’s published hosts, with one line (exit 2)', async () => {
    const r = await run(['--host', 'elsewhere.localhost', '--format', 'json']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      `audit: site ${acme().id}: elsewhere.localhost is not one of this site's published hosts: choose the staging host or one of its custom domains.`,
    );
  });
});
