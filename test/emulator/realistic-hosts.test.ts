/**
 * The names the pictures show the demo site under: its staging site at the real service's
 * `{shortName}.webflow.io`, and a custom domain named at start instead of the seed's `.example`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

const DOMAIN = 'www.acme-bakery.com';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0, customDomains: { 'acme-bakery': DOMAIN } });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;

describe('realistic hosts', () => {
  it('serves the staging site at {shortName}.webflow.io, canonical and hreflang on that host', async () => {
    const res = await emu.getWithHost('acme-bakery.webflow.io', '/fr/contact');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain(
      '<link rel="canonical" href="http://acme-bakery.webflow.io/fr/contact">',
    );
    expect(res.text).toContain(
      '<link rel="alternate" hreflang="en" href="http://acme-bakery.webflow.io/contact">',
    );
    expect(res.text).not.toContain('localhost');
    expect((await emu.getWithHost('nobody.webflow.io', '/')).status).toBe(404);
  });

  it('names the custom domain given at start in Get Site and serves the site there', async () => {
    const site = await emu.call<{ customDomains: { url: string }[] }>(`/v2/sites/${acme().id}`, {
      token: acme().apiKey,
    });
    expect(site.body.customDomains.map((d) => d.url)).toEqual([DOMAIN]);
    const home = await emu.getWithHost(DOMAIN, '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain(`<link rel="canonical" href="http://${DOMAIN}/">`);
    // The seed's markup names the site by its domain: renamed there too.
    expect(home.text).toContain(`"url":"https://${DOMAIN}"`);
    expect(home.text).not.toContain('acme-bakery.example');
    expect((await emu.getWithHost('www.acme-bakery.example', '/')).status).not.toBe(200);
  });

  it('keeps the other site’s seeded domain', async () => {
    const northwind = emu.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
    const site = await emu.call<{ customDomains: { url: string }[] }>(`/v2/sites/${northwind.id}`, {
      token: northwind.apiKey,
    });
    expect(site.body.customDomains.map((d) => d.url)).toEqual(['www.northwind.example']);
  });
});
