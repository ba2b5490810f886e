import { describe, expect, it } from 'vitest';
import { hostCell } from '@/lib/cli/audit/host-cell';
import { exitCodeOf } from '@/lib/cli/audit/levels';
import { liveIndexLines, liveIndexOf } from '@/lib/cli/audit/live-index';
import { sarifFormat } from '@/lib/cli/audit/sarif';
import { findingText, textFormat } from '@/lib/cli/audit/text';
import type { HostIndex } from '@/lib/features/live-site';
import { cell, finding, render, runOf, site } from './support/report';
import { sarifErrors } from './support/validate';

const ORIGIN = 'https://www.acme.example';

const hostIndex = (overrides: Partial<HostIndex> = {}): HostIndex => ({
  siteId: 's1',
  origin: ORIGIN,
  checkedAt: '2026-11-20T10:00:00.000Z',
  robots: { url: `${ORIGIN}/robots.txt`, status: 200, sitemaps: [`${ORIGIN}/sitemap.xml`] },
  sitemaps: [{ url: `${ORIGIN}/sitemap.xml`, status: 200, kind: 'urlset', entries: 120 }],
  listed: 120,
  findings: [],
  fetches: 3,
  ...overrides,
});

describe('the host’s cell and the summary of what was read', () => {
  const urls = Array.from({ length: 100 }, (_, i) => `${ORIGIN}/gone-${i}`);
  const host = hostIndex({
    staging: {
      origin: 'https://acme.webflow.io',
      disallowed: false,
      noindex: false,
      canonicalElsewhere: false,
    },
    findings: [
      {
        rule: 'sitemap/not-found',
        severity: 'error',
        args: ['www.acme.example'],
        total: 130,
        urls,
      },
      {
        rule: 'sitemap/left-out',
        severity: 'info',
        args: ['www.acme.example'],
        total: 1,
        urls: [`${ORIGIN}/fr/events`],
      },
      {
        rule: 'index/staging-indexable',
        severity: 'warning',
        args: ['acme.webflow.io', 'www.acme.example'],
        total: 1,
        urls: ['https://acme.webflow.io/'],
      },
    ],
  });

  it('is one cell per host with one finding per rule, its first URL its address, the others listed', () => {
    const own = hostCell(host, 'en, fr')!;
    expect(own).toMatchObject({
      pageId: ORIGIN,
      pageTitle: 'www.acme.example',
      locale: 'en, fr',
      url: `${ORIGIN}/robots.txt`,
      host: { origin: ORIGIN },
    });
    expect(own.findings.map((f) => [f.rule, f.severity, f.url, f.path])).toEqual([
      ['sitemap/not-found', 'error', `${ORIGIN}/gone-0`, `${ORIGIN}/sitemap.xml`],
      ['sitemap/left-out', 'info', `${ORIGIN}/fr/events`, `${ORIGIN}/sitemap.xml`],
      ['index/staging-indexable', 'warning', 'https://acme.webflow.io/', `${ORIGIN}/robots.txt`],
    ]);
    const [gone, left, staging] = own.findings;
    expect(gone!.listed).toEqual({ urls, total: 130 });
    expect(gone!.message).toBe(
      'The sitemap of www.acme.example lists addresses that answer 404: 130',
    );
    expect(findingText(gone!)).toBe(
      `${gone!.message} — ${ORIGIN}/gone-0, ${ORIGIN}/gone-1, ${ORIGIN}/gone-2 and 127 more. Fix: ${gone!.fix}`,
    );
    expect(findingText(left!)).toBe(`${left!.message} — ${ORIGIN}/fr/events. Fix: ${left!.fix}`);
    expect(staging!.fix).toMatch(/canonical point to www\.acme\.example/);
    expect(hostCell(hostIndex(), 'en')).toBeNull();
  });

  it('keeps robots.txt, the sitemaps, the staging host and the hidden pages, and says them in text', () => {
    const summary = liveIndexOf(host, 4);
    expect(summary).toMatchObject({
      robots: { status: 200, sitemaps: [`${ORIGIN}/sitemap.xml`] },
      listed: 120,
      staging: { origin: 'https://acme.webflow.io', indexable: true },
      hidden: 4,
    });
    expect(liveIndexLines(summary, ORIGIN)).toEqual([
      `Can Google show it (${ORIGIN}):`,
      `  ${ORIGIN}/robots.txt: read as Googlebot reads it · Sitemap lines: 1`,
      '  Sitemap files read: 1 · addresses listed: 120',
      '  The staging host acme.webflow.io can be indexed.',
      '  Pages Google will not show: 4',
    ]);
    const scopeless = liveIndexOf(
      hostIndex({
        robots: { url: `${ORIGIN}/robots.txt`, status: null, failure: 'timed out', sitemaps: [] },
        robotsApi: { error: 'Not granted: site_config:read' },
      }),
      0,
    );
    expect(liveIndexLines(scopeless, ORIGIN).slice(1, 3)).toEqual([
      `  ${ORIGIN}/robots.txt: could not be read (timed out): Google then crawls nothing of this host`,
      '  Rules in the site settings (robots.txt API): Not granted: site_config:read',
    ]);
  });

  it('gives SARIF one result per host finding with a location per listed URL, and text its block', () => {
    const live = { origin: ORIGIN, pages: 4, fetches: 9, index: liveIndexOf(host, 4) };
    const report = {
      startedAt: 0,
      finishedAt: 1,
      failOn: 'error' as const,
      sites: [site({ cells: [hostCell(host, 'en, fr')!], live })],
    };
    const log = JSON.parse(render(sarifFormat({ version: '1', failOn: 'error' }), report));
    expect(sarifErrors(log)).toEqual([]);
    const [gone, left] = log.runs[0].results;
    expect(gone.locations).toHaveLength(100);
    expect(gone.locations[99].physicalLocation.artifactLocation.uri).toBe(`${ORIGIN}/gone-99`);
    expect(gone.properties).toMatchObject({ listedTotal: 130, host: ORIGIN });
    expect(left.level).toBe('note');
    expect(log.runs[0].tool.driver.rules[1]).toMatchObject({
      id: 'sitemap/left-out',
      shortDescription: { text: expect.stringContaining('leaves out') },
      help: { text: expect.stringMatching(/^A page whose settings exclude it/) },
      defaultConfiguration: { level: 'note' },
    });
    const text = render(textFormat(), report).split('\n');
    expect(text[1]).toBe(`  Can Google show it (${ORIGIN}):`);
    expect(text.find((l) => l.includes('sitemap/not-found'))).toMatch(
      /^ {2}error +en, fr +www\.acme\.example +sitemap\/not-found +The sitemap [^—]+— [^ ]+, [^ ]+, [^ ]+ and 127 more\. Fix: /,
    );
  });

  it('never fails a run on info: a site with only notices passes --fail-on warning', () => {
    const notices = site({
      cells: [cell({ findings: [finding({ severity: 'info', rule: 'sitemap/left-out' })] })],
    });
    const run = runOf({ startedAt: 0, finishedAt: 1, failOn: 'warning', sites: [notices] });
    expect(exitCodeOf(run)).toBe(0);
  });
});
