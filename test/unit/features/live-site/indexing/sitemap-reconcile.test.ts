import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createSitemapReconciler,
  MAX_UNKNOWN_READS,
  type SeenVersion,
} from '../../../../../lib/features/live-site/indexing/sitemap-reconcile';
import {
  packAlternates,
  type SitemapEntry,
} from '../../../../../lib/features/live-site/indexing/sitemap-reader';

const O = 'https://acme.example';
const entry = (alternates: [string, string][] | null = null): SitemapEntry => ({
  file: 0,
  alternates: alternates && packAlternates(alternates),
});
const version = (url: string, more: Partial<SeenVersion> = {}): SeenVersion => ({
  url,
  outcome: 'ok',
  noindex: false,
  blocked: false,
  alternates: () => [
    ['en', `${O}/a`],
    ['fr', `${O}/fr/a`],
    ['x-default', `${O}/a`],
  ],
  ...more,
});
const rules = (r: ReturnType<typeof createSitemapReconciler>) =>
  Object.fromEntries(r.findings().map((f) => [f.rule, f.urls]));

describe('the sitemap against the page versions', () => {
  it('finds nothing when it lists exactly the published versions with their own alternates', () => {
    const alts: [string, string][] = [
      ['en', `${O}/a`],
      ['fr', `${O}/fr/a`],
      ['x-default', `${O}/a`],
    ];
    const r = createSitemapReconciler(
      O,
      new Map([
        [`${O}/a`, entry(alts)],
        [`${O}/fr/a`, entry(alts)],
      ]),
    );
    r.seen(version(`${O}/a`));
    r.seen(version(`${O}/fr/a`));
    expect(r.unknown()).toEqual({ urls: [], total: 0 });
    expect(r.findings()).toEqual([]);
  });

  it('says which listed versions answer 404, redirect or say noindex', () => {
    const r = createSitemapReconciler(
      O,
      new Map([
        [`${O}/gone`, entry()],
        [`${O}/moved`, entry()],
        [`${O}/hidden`, entry()],
      ]),
    );
    r.seen(version(`${O}/gone`, { outcome: 'not-found' }));
    r.seen(version(`${O}/moved`, { outcome: 'redirect' }));
    r.seen(version(`${O}/hidden`, { noindex: true }));
    expect(rules(r)).toEqual({
      'sitemap/not-found': [`${O}/gone`],
      'sitemap/redirect': [`${O}/moved`],
      'sitemap/noindex': [`${O}/hidden`],
    });
  });

  it('notes published versions it leaves out, but not noindex, blocked or unreadable ones', () => {
    const r = createSitemapReconciler(O, new Map());
    r.seen(version(`${O}/left`));
    r.seen(version(`${O}/noindex`, { noindex: true }));
    r.seen(version(`${O}/blocked`, { blocked: true }));
    r.seen(version(`${O}/gone`, { outcome: 'not-found' }));
    const [left] = r.findings();
    expect(left).toMatchObject({ rule: 'sitemap/left-out', severity: 'info', total: 1 });
    expect(left!.urls).toEqual([`${O}/left`]);
  });

  it('names listed URLs on another host, with the host, without reading them', () => {
    const r = createSitemapReconciler(
      O,
      new Map([
        [`https://acme.webflow.io/a`, entry()],
        [`${O}/a`, entry()],
      ]),
    );
    r.seen(version(`${O}/a`));
    expect(r.unknown().total).toBe(0);
    const [other] = r.findings();
    expect(other).toMatchObject({
      rule: 'sitemap/other-host',
      severity: 'error',
      args: ['acme.example', 'acme.webflow.io'],
      urls: ['https://acme.webflow.io/a'],
    });
  });

  it('hands listed URLs of this host that no version was to be read apart, bounded', () => {
    const listed = new Map<string, SitemapEntry>();
    for (let i = 0; i < MAX_UNKNOWN_READS + 5; i++) listed.set(`${O}/old-${i}`, entry());
    const r = createSitemapReconciler(O, listed);
    const unknown = r.unknown();
    expect(unknown.total).toBe(MAX_UNKNOWN_READS + 5);
    expect(unknown.urls).toHaveLength(MAX_UNKNOWN_READS);
    r.listed(`${O}/old-0`, { outcome: 'not-found', noindex: false });
    expect(rules(r)['sitemap/not-found']).toEqual([`${O}/old-0`]);
  });

  it('flags hreflang alternates that are not the versions own addresses, of the locales it knows', () => {
    const wrong: [string, string][] = [
      ['en', `${O}/a`],
      ['fr', `${O}/fr/other`],
      // A locale the check did not read (an audit of some locales) is not judged.
      ['de', `${O}/de/anything`],
    ];
    const r = createSitemapReconciler(O, new Map([[`${O}/a`, entry(wrong)]]));
    r.seen(version(`${O}/a`));
    expect(rules(r)).toEqual({ 'sitemap/hreflang': [`${O}/a`] });
  });

  it('counts every finding but lists at most 100 URLs (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (n) => {
        const r = createSitemapReconciler(O, new Map());
        for (let i = 0; i < n; i++) r.seen(version(`${O}/p${i}`));
        const found = r.findings();
        if (n === 0) return found.length === 0;
        return found[0]!.total === n && found[0]!.urls.length === Math.min(n, 100);
      }),
      { numRuns: 30 },
    );
  });
});
