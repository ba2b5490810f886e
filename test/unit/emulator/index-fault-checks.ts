import { expect } from 'vitest';
import type { Fixtures, TestEmulator } from '@/emulator/testing';

/** One fault as `POST sites/{id}/index-faults` answers it. */
export interface Planted {
  kind: string;
  pageId?: string;
  itemId?: string;
  collectionId?: string;
  path?: string;
  url?: string;
}

type FixtureSite = Fixtures['sites'][number];

/** The `<loc>` values of a sitemap. */
export const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** The contents of a page's `<meta name="robots">` tags. */
export const robotsMeta = (html: string) =>
  [...html.matchAll(/<meta name="robots" content="([^"]*)">/g)].map((m) => m[1]);

/**
 * Checks on the published hosts that each planted fault shows as a crawler would see it: on the
 * staging host and on `domainHost` (the site's custom domain, with the port).
 */
export async function expectPlantedFaults(
  emu: TestEmulator,
  site: FixtureSite,
  domainHost: string,
  planted: Planted[],
): Promise<void> {
  const staging = `${site.shortName}.localhost:${emu.port}`;
  const sitemap = locsOf((await emu.getWithHost(domainHost, '/sitemap.xml')).text);
  const robots = (await emu.getWithHost(domainHost, '/robots.txt')).text;
  const page = (path: string) => emu.getWithHost(staging, path);
  for (const fault of planted) {
    const label = JSON.stringify(fault);
    if (['noindex', 'disallowed', 'nosnippet'].includes(fault.kind))
      expect((await page(fault.path!)).text, label).toContain('application/ld+json');
    if (fault.kind === 'noindex')
      expect(robotsMeta((await page(fault.path!)).text), label).toEqual(['noindex']);
    if (fault.kind === 'disallowed') {
      expect(robots, label).toContain(`\nDisallow: ${fault.path}\n`);
      expect(robots, label).toMatch(/^User-agent: \*\nAllow: \/\n/);
      expect(robots, label).toContain(`Sitemap: http://${domainHost}/sitemap.xml`);
    }
    if (fault.kind === 'nosnippet')
      expect((await page(fault.path!)).headers['x-robots-tag'], label).toBe('nosnippet');
    if (fault.kind === 'left-out') {
      expect(sitemap, label).not.toContain(`http://${domainHost}${fault.path}`);
      expect((await emu.getWithHost(domainHost, fault.path!)).status, label).toBe(200);
    }
    if (fault.kind === 'sitemap-404') {
      expect(sitemap, label).toContain(`http://${domainHost}${fault.path}`);
      expect((await emu.getWithHost(domainHost, fault.path!)).status, label).toBe(404);
    }
    if (fault.kind === 'staging-urls') {
      expect(fault.url, label).toBe(`http://${staging}${fault.path}`);
      expect(sitemap, label).toContain(fault.url);
      expect((await page(fault.path!)).status, label).toBe(200);
    }
    if (fault.kind === 'staging-indexable') {
      expect((await emu.getWithHost(staging, '/robots.txt')).text, label).toMatch(
        /^User-agent: \*\nAllow: \/\n/,
      );
      expect(robotsMeta((await page('/')).text), label).toEqual([]);
    }
  }
}
