import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type * as PageFetchModule from '@/lib/cli/audit/page-fetch';
import { runCaptured } from './support/cli-io';
import { runAuditCli } from './support/spawn-cli';
import { elements, parseXml, sarifErrors } from './support/validate';

// The CLI reaches the staging hosts (`*.localhost`) itself; a custom domain is reached on this
// machine by its Host header, as if its DNS pointed here.
vi.mock('@/lib/cli/audit/page-fetch', async (importOriginal) => {
  const real = await importOriginal<typeof PageFetchModule>();
  const { loopbackFetch } = await import('./support/host-fetch');
  return {
    pageFetch: (): typeof fetch => {
      const own = real.pageFetch();
      return (input, init) => {
        const url = new URL(input instanceof Request ? input.url : input);
        return url.hostname.endsWith('.localhost') ? own(input, init) : loopbackFetch(input, init);
      };
    },
  };
});

interface SarifResult {
  ruleId: string;
  level: string;
  baselineState?: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
  partialFingerprints: Record<string, string>;
  properties: { pageId: string; localeId: string | null; host?: string };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The demo's Acme Bakery, published to its staging host and its custom domain; its saved markup
// has errors (vocab/unknown-property on pricing, …), so the audit alone exits 1.
describe('npm run audit -- --forecast against the emulator', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  let savedEvent: Record<string, unknown>;
  const acme = () => emu.fixtures.sites[0]!;
  const staging = () => `http://${acme().shortName}.localhost:${emu.port}`;
  const domain = () => `www.acme-bakery.example:${emu.port}`;
  const run = (args: string[], suffix = `.localhost:${emu.port}`) =>
    runCaptured(
      [
        ...['--api', emu.origin, '--site', acme().id, '--forecast'],
        '--staging-suffix',
        suffix,
        ...args,
      ],
      { SITE_COMPANION_TOKEN: acme().apiKey! },
    );
  const sarif = async (args: string[] = []) => {
    const r = await run(['--format', 'sarif', ...args]);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    return { code: r.code, stderr: r.stderr, log, results: log.runs[0].results as SarifResult[] };
  };
  const forecastOnly = (results: SarifResult[]) =>
    results.filter((x) => x.ruleId.startsWith('forecast/'));
  const saveEvent = (markup: Record<string, unknown>) =>
    emu.call(`/beta/pages/${acme().pages.events}/schema-markup`, {
      method: 'PUT',
      token: acme().apiKey!,
      body: { jsonLdSchema: markup },
    });

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    const read = await emu.call(`/beta/pages/${acme().pages.events}/schema-markup`, {
      token: acme().apiKey!,
    });
    savedEvent = read.body.jsonLdSchema as Record<string, unknown>;
    // The demo's Events page says noindex: Google shows none of its rich results, so losing one
    // there is no loss. Made indexable, its Event counts.
    const indexing = await emu.control(`/pages/${acme().pages.events}/indexing`, {
      method: 'POST',
      body: { robots: null },
    });
    expect(indexing.status).toBe(200);
  });
  afterAll(() => emu?.close());

  it('exits 0 when nothing was saved since the publish, whatever the findings', async () => {
    const { code, results, log } = await sarif();
    expect(code).toBe(0);
    expect(forecastOnly(results)).toEqual([]);
    // The audit's findings stay in the report, as without --forecast.
    expect(results.some((x) => x.ruleId === 'vocab/unknown-property' && x.level === 'error')).toBe(
      true,
    );
    expect(results.filter((x) => x.baselineState !== undefined)).toEqual([]);
    expect(log.runs[0].properties.sites[0].forecast).toMatchObject({
      key: 'staging',
      origin: staging(),
      outcome: 'passed',
      counts: { pages: 0, losing: 0 },
    });
    const text = await run([]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      `  On ${acme().shortName}.localhost:${emu.port}: nothing changes; nothing lost`,
    );
    expect(text.stdout).toMatch(/the publish loses nothing\n1 site in .* exit status 0\n$/);
  });

  it('exits 1 on the Event the publish would lose, in every format', async () => {
    const { startDate: _dropped, ...withoutDate } = savedEvent;
    expect((await saveEvent(withoutDate)).status).toBe(200);

    const { code, results, log } = await sarif();
    expect(code).toBe(1);
    const lost = results.filter((x) => x.ruleId === 'forecast/rich-result-lost');
    expect(lost.map((x) => x.properties.localeId === null)).toContain(true);
    const en = lost.find((x) => x.properties.localeId === null)!;
    expect(en).toMatchObject({ level: 'error', baselineState: 'new' });
    expect(en.locations[0]!.physicalLocation.artifactLocation.uri).toBe(`${staging()}/events`);
    expect(en.message.text).toMatch(
      /^Event will no longer be eligible after the publish \(.*startDate/,
    );
    expect(en.partialFingerprints['siteAuditForecast/v1']).toMatch(/^[0-9a-f]{64}$/);
    const rules = log.runs[0].tool.driver.rules as {
      id: string;
      shortDescription: { text: string };
    }[];
    expect(rules.find((x) => x.id === 'forecast/rich-result-lost')?.shortDescription.text).toMatch(
      /loses a rich result/,
    );
    // The audit's findings are there too, and unchanged.
    expect(results.some((x) => x.ruleId === 'vocab/unknown-property')).toBe(true);
    expect(results.filter((x) => !x.ruleId.startsWith('forecast/') && x.baselineState)).toEqual([]);
    // The same fingerprint run after run.
    const again = (await sarif()).results.find(
      (x) => x.ruleId === 'forecast/rich-result-lost' && x.properties.localeId === null,
    )!;
    expect(again.partialFingerprints).toEqual(en.partialFingerprints);

    const json = await run(['--format', 'json']);
    expect(json.code).toBe(1);
    const body = JSON.parse(json.stdout);
    expect(body.exitCode).toBe(1);
    const forecast = body.sites[0].forecast;
    expect(forecast).toMatchObject({
      outcome: 'loses',
      host: `${acme().shortName}.localhost:${emu.port}`,
    });
    expect(forecast.counts.lost).toEqual([{ name: 'Event', pages: forecast.counts.losing }]);
    expect(body.sites[0].cells.length).toBeGreaterThan(100);

    const text = await run([]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(
      / {2}On acme-bakery\.localhost:\d+: \d page versions? change; Event lost on \d/,
    );
    expect(text.stdout).toMatch(
      /Events · en · \/events: markup\n +Event: eligible → not eligible \(.*startDate.*\) \[lost\]/,
    );
    expect(text.stdout).toMatch(/vocab\/unknown-property/);
    expect(text.stdout).toMatch(
      /the publish loses: Event lost on \d\n1 site in .* exit status 1\n$/,
    );

    // As a team's pipeline runs it: `npm run audit`'s own Node process.
    const spawned = await runAuditCli(
      [
        ...['--api', emu.origin, '--site', acme().id, '--forecast'],
        ...['--staging-suffix', `.localhost:${emu.port}`, '--format', 'json'],
      ],
      { SITE_COMPANION_TOKEN: acme().apiKey! },
    );
    expect(spawned.code).toBe(1);
    expect(JSON.parse(spawned.stdout).sites[0].forecast.outcome).toBe('loses');
    expect(spawned.stdout + spawned.stderr).not.toContain(acme().apiKey!);

    const junit = parseXml((await run(['--format', 'junit'])).stdout);
    const suites = elements(junit, 'testsuite');
    const forecastSuite = suites.find((s) => s.attributes.name!.includes('forecast on'))!;
    const failing = elements(forecastSuite, 'testcase').filter(
      (c) => elements(c, 'failure').length,
    );
    expect(failing.map((c) => c.attributes.name)).toContain('/events (en)');
    expect(elements(failing[0]!, 'failure')[0]!.attributes.type).toBe('forecast/rich-result-lost');
  });

  it('forecasts the custom domain with --host, and refuses a host the site does not have', async () => {
    const { code, results } = await sarif(['--host', domain()]);
    expect(code).toBe(1);
    const lost = forecastOnly(results).find((x) => x.properties.localeId === null)!;
    expect(lost.ruleId).toBe('forecast/rich-result-lost');
    expect(lost.properties.host).toBe(domain());
    expect(lost.locations[0]!.physicalLocation.artifactLocation.uri).toBe(
      `http://${domain()}/events`,
    );

    const other = await run(['--host', 'www.elsewhere.example']);
    expect(other.code).toBe(2);
    expect(other.stderr.split('\n')[0]).toBe(
      `audit: site ${acme().id}: the site has no host www.elsewhere.example to forecast (its hosts: acme-bakery.localhost:${emu.port}, www.acme-bakery.example)`,
    );
  });

  it('exits 2 when the host cannot be read, since what the publish loses is not known', async () => {
    const r = await run(['--format', 'json'], `.localhost:${await closedPort()}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^audit: site ${acme().id}: the forecast of acme-bakery\\.localhost:\\d+ could not read \\d+ changed page version`,
      ),
    );
    expect(JSON.parse(r.stdout).sites[0].forecast.outcome).toBe('unknown');
  });

  it('exits 0 once the Event is saved whole again, the findings still there', async () => {
    expect((await saveEvent(savedEvent)).status).toBe(200);
    const { code, results } = await sarif();
    expect(code).toBe(0);
    expect(forecastOnly(results).filter((x) => x.level === 'error')).toEqual([]);
    expect(results.some((x) => x.ruleId === 'vocab/unknown-property' && x.level === 'error')).toBe(
      true,
    );
  });

  it('exits 1 on a slug changed with no redirect', async () => {
    const renamed = await emu.call(`/v2/pages/${acme().pages.pricing}`, {
      method: 'PUT',
      token: acme().apiKey!,
      body: { slug: 'prices' },
    });
    expect(renamed.status).toBe(200);
    const { code, results } = await sarif();
    expect(code).toBe(1);
    const moved = results.filter((x) => x.ruleId === 'forecast/moved-without-redirect');
    const en = moved.find((x) => x.properties.localeId === null)!;
    expect(en).toMatchObject({ level: 'error', baselineState: 'new' });
    expect(en.locations[0]!.physicalLocation.artifactLocation.uri).toBe(`${staging()}/prices`);
    expect(en.message.text).toMatch(/\/pricing → \/prices, no redirect in place or planned/);
  });
});
