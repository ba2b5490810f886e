// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteTab } from '@/components/site/SiteTab';
import type { HostIndex } from '@/lib/features/live-site/indexing/index-types';
import type { LiveSiteResult } from '@/lib/features/live-site/live-types';
import {
  createLiveSiteModel,
  type LiveSiteModel,
} from '@/lib/features/live-site/model/live-site-model';
import { createSiteBulk } from '@/lib/features/site/model/site-bulk';
import { createSiteModel, type SiteModel } from '@/lib/features/site/model/site-model';
import { planOf } from '../../features/bulk/fake-bulk-client';
import { fakeAccess, fakeLive, liveResult } from '../../features/site/fake-live';
import { smallAudit } from '../../features/site/fixtures';

let grid: SiteModel | undefined;
let live: LiveSiteModel | undefined;
afterEach(() => {
  cleanup();
  grid?.dispose();
  live?.dispose();
});

/** The demo check with p2 noindex in English and blocked by robots.txt in French. */
function hiddenResult(): LiveSiteResult {
  const result = liveResult();
  result.cells = result.cells.map((c) =>
    c.pageId !== 'p2'
      ? c
      : {
          ...c,
          index:
            c.localeId === null
              ? [{ reason: 'noindex', source: 'meta-robots', detail: 'noindex' }]
              : [{ reason: 'blocked', source: 'robots-txt', detail: 'Disallow: /fr/p2' }],
        },
  );
  result.counts.hidden = 2;
  return result;
}

const HOST: HostIndex = {
  siteId: 'site1',
  origin: 'https://demo.webflow.io',
  checkedAt: '2026-01-02T14:02:00Z',
  robots: {
    url: 'https://demo.webflow.io/robots.txt',
    status: 200,
    sitemaps: ['https://demo.webflow.io/sitemap.xml'],
    text: 'User-agent: *\nDisallow: /fr/p2\n',
  },
  sitemaps: [
    { url: 'https://demo.webflow.io/sitemap.xml', status: 200, kind: 'urlset', entries: 5 },
  ],
  listed: 5,
  findings: [
    {
      rule: 'sitemap/not-found',
      severity: 'error',
      args: ['demo.webflow.io'],
      total: 1,
      urls: ['https://demo.webflow.io/old-menu'],
    },
    {
      rule: 'sitemap/left-out',
      severity: 'info',
      args: ['demo.webflow.io'],
      total: 7,
      urls: ['https://demo.webflow.io/p3'],
    },
  ],
  fetches: 3,
};

async function setup(index: HostIndex | null) {
  const bg = fakeLive({ audit: smallAudit(), plan: planOf(1), cached: hiddenResult(), index });
  const { access } = fakeAccess(true, true);
  grid = createSiteModel(bg.client, { pollMs: 1 });
  live = createLiveSiteModel({ client: bg.client, grid, hostAccess: access, pollMs: 1 });
  const bulk = createSiteBulk(bg.client, grid);
  await Promise.all([grid.open('site1'), live.open('site1')]);
  const onDownload = vi.fn();
  render(
    <SiteTab
      model={grid}
      onDownload={onDownload}
      bulk={() => null}
      live={{ model: live, bulkFor: bulk.forAudit }}
    />,
  );
  await waitFor(() => expect(screen.getByTestId('live-host')).toBeTruthy());
  return { onDownload };
}

describe('can Google show it, in the Site tab', () => {
  it('says in the cell why Google will not show a page, and filters by it', async () => {
    await setup(HOST);
    const badge = screen
      .getAllByTestId('live-badge')
      .find((b) => b.closest<HTMLElement>('[data-cell]')!.dataset.cell === 'p2:')!;
    expect(badge.textContent).toContain('Google will not show it: noindex');
    expect(badge.dataset.hidden).toBe('noindex');
    expect(badge.title).toContain('the page says noindex (<meta name="robots">: noindex)');
    expect(screen.getByTestId('live-counts').textContent).toContain('Google will not show it: 2');
    fireEvent.change(screen.getByTestId('live-filter'), { target: { value: 'hidden' } });
    expect(screen.getAllByTestId('site-row').map((r) => r.dataset.page)).toEqual(['p2']);
  });

  it('shows robots.txt, the sitemap, the host findings with fixes, and the pages Google will not show', async () => {
    await setup(HOST);
    const panel = screen.getByTestId('live-index');
    expect(within(panel).getByTestId('index-robots').textContent).toContain(
      'https://demo.webflow.io/robots.txt',
    );
    expect(within(panel).getByTestId('index-robots-text').textContent).toContain(
      'Disallow: /fr/p2',
    );
    expect(within(panel).getByTestId('index-sitemaps').textContent).toBe(
      'Sitemap files read: 1 · addresses listed: 5',
    );
    const findings = within(panel).getAllByTestId('index-finding');
    expect(findings.map((f) => f.dataset.rule)).toEqual(['sitemap/not-found', 'sitemap/left-out']);
    expect(findings[0]!.textContent).toContain(
      'The sitemap of demo.webflow.io lists addresses that answer 404: 1',
    );
    expect(findings[0]!.textContent).toContain('https://demo.webflow.io/old-menu');
    expect(findings[1]!.textContent).toContain('and 6 more');
    const hidden = within(panel).getAllByTestId('index-hidden-page');
    expect(hidden.map((h) => [h.dataset.cell, h.dataset.reasons])).toEqual([
      ['p2:', 'noindex'],
      ['p2:fr', 'blocked'],
    ]);
    expect(hidden[1]!.textContent).toContain(
      'robots.txt keeps Googlebot out (robots.txt: Disallow: /fr/p2)',
    );
  });

  it('shows nothing of it before a check has read the host', async () => {
    await setup(null);
    expect(screen.queryByTestId('live-index')).toBeNull();
  });

  it('exports why Google will not show a cell', async () => {
    const { onDownload } = await setup(HOST);
    fireEvent.click(screen.getByTestId('site-export-csv'));
    const csv = (onDownload.mock.calls[0]![0] as { text: string }).text.split('\r\n');
    expect(csv[0]!.endsWith(',Google will not show it')).toBe(true);
    const p2 = csv.find((l) => l.startsWith('p2,') && !l.includes(',fr,'))!;
    expect(p2).toContain('the page says noindex');
  });
});
