import { describe, expect, it } from 'vitest';
import type {
  FeatureChange,
  HostForecast,
  PageForecast,
} from '@/lib/features/publish/forecast/forecast-types';
import { forecastCounts } from '@/lib/features/publish/forecast/forecast-counts';
import { forecastExitCode, pageIssues } from '@/lib/cli/audit/forecast-outcome';
import { forecastResults } from '@/lib/cli/audit/forecast-sarif';
import { forecastLines } from '@/lib/cli/audit/forecast-text';
import { Rules } from '@/lib/cli/audit/sarif-rules';
import type { SiteOutcome, SiteSummary } from '@/lib/cli/audit/types';

const change = (name: string, before: string, after: string, reason?: string) =>
  ({ name, before, after, ...(reason ? { reason } : {}) }) as FeatureChange;

const page = (over: Partial<PageForecast>): PageForecast => ({
  pageId: 'p1',
  localeId: null,
  localeTag: 'en',
  title: 'Events',
  path: '/events',
  state: 'changed',
  changes: ['markup'],
  features: [],
  ...over,
});

const host = (pages: PageForecast[]): HostForecast => ({
  key: 'staging',
  host: 'acme.webflow.io',
  origin: 'https://acme.webflow.io',
  since: '2026-01-01T00:00:00.000Z',
  pages,
  counts: forecastCounts(pages),
  reads: pages.length,
  notRead: 0,
});

const site = (forecast: SiteOutcome['forecast']) =>
  ({ siteId: 's1', siteName: 'Acme', failure: null, forecast }) as SiteOutcome & SiteSummary;

describe('what a forecast means for the run', () => {
  it('gives each rich result its rule and baseline state against the live page', () => {
    const p = page({
      features: [
        change('Event', 'eligible', 'not-eligible', 'startDate is missing'),
        change('FAQ', 'not-eligible', 'eligible'),
        change('Product', 'not-eligible', 'not-eligible', 'offers is missing'),
        change('Recipe', 'absent', 'not-eligible', 'image is missing'),
        change('Breadcrumb', 'absent', 'eligible'),
        change('Video', 'eligible', 'absent'),
      ],
    });
    expect(pageIssues(p).map((i) => [i.feature?.name, i.rule, i.baseline, i.severity])).toEqual([
      ['Event', 'forecast/rich-result-lost', 'new', 'error'],
      ['FAQ', 'forecast/rich-result-gained', 'absent', 'info'],
      ['Product', 'forecast/still-not-eligible', 'unchanged', 'warning'],
      ['Recipe', 'forecast/not-eligible', 'new', 'warning'],
      ['Video', 'forecast/rich-result-lost', 'new', 'error'],
    ]);
    const rules = new Rules();
    const results = [...forecastResults(site(host([p])), rules)] as {
      ruleId: string;
      level: string;
      baselineState: string;
      message: { text: string };
    }[];
    expect(results.map((r) => [r.ruleId, r.level, r.baselineState])).toEqual([
      ['forecast/rich-result-lost', 'error', 'new'],
      ['forecast/rich-result-gained', 'note', 'absent'],
      ['forecast/still-not-eligible', 'warning', 'unchanged'],
      ['forecast/not-eligible', 'warning', 'new'],
      ['forecast/rich-result-lost', 'error', 'new'],
    ]);
    expect(results[4]!.message.text).toMatch(/^The publish removes Video, which Google can show/);
    expect(rules.list.map((r) => r.id)).toHaveLength(4);
  });

  it('counts no rich result of a page Google does not show, but its move', () => {
    const hidden = page({
      features: [change('Event', 'eligible', 'not-eligible')],
      hidden: [{ reason: 'noindex', source: 'meta-robots' }],
      changes: ['markup', 'address'],
      address: { from: '/events', to: '/agenda', redirect: 'none' },
    });
    expect(pageIssues(hidden).map((i) => i.rule)).toEqual(['forecast/moved-without-redirect']);
    const moved = { ...hidden, address: { ...hidden.address!, redirect: 'in-place' as const } };
    expect(pageIssues(moved)).toEqual([]);
    expect(forecastExitCode([site(host([moved]))])).toBe(0);
    expect(forecastExitCode([site(host([hidden]))])).toBe(1);
    expect(forecastLines(host([hidden])).join('\n')).toContain(
      'Google does not show this page (noindex): its rich results are no loss, no gain',
    );
  });

  it('exits 2 when a forecast could not be made or a changed version was not read', () => {
    const unread = page({ state: 'unread', reason: 'timeout', features: [] });
    expect(forecastExitCode([site(host([unread]))])).toBe(2);
    expect(forecastExitCode([site({ host: 'acme.webflow.io', error: 'HTTP 500' })])).toBe(2);
    // Not live at its saved address, and where it is live now unknown: whether a link breaks is
    // not known either, so the gate cannot vouch for the publish.
    const gone = page({ state: 'unread', address: { from: null, to: '/x', redirect: 'none' } });
    expect(forecastExitCode([site(host([gone]))])).toBe(2);
    expect(forecastExitCode([site(host([])), site(undefined)])).toBe(0);
  });
});
