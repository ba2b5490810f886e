// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkPanel } from '@/components/bulk/BulkPanel';
import { SiteTab } from '@/components/site/SiteTab';
import {
  createLiveSiteModel,
  type LiveSiteModel,
} from '@/lib/features/live-site/model/live-site-model';
import { createSiteBulk } from '@/lib/features/site/model/site-bulk';
import { createSiteModel, type SiteModel } from '@/lib/features/site/model/site-model';
import { planOf } from '../../features/bulk/fake-bulk-client';
import {
  fakeAccess,
  fakeLive,
  liveResult,
  type FakeLiveOptions,
} from '../../features/site/fake-live';
import { itemsAudit, smallAudit, smallItems } from '../../features/site/fixtures';
import { blogCheck } from '../../features/site/live-items-fixture';

let grid: SiteModel | undefined;
let live: LiveSiteModel | undefined;
afterEach(() => {
  cleanup();
  grid?.dispose();
  live?.dispose();
});

async function setup(options: FakeLiveOptions = {}, held = true, grants = true) {
  const bg = fakeLive({ audit: smallAudit(), plan: planOf(1), ...options });
  const { access, asked } = fakeAccess(held, grants);
  grid = createSiteModel(bg.client, { pollMs: 1 });
  live = createLiveSiteModel({ client: bg.client, grid, hostAccess: access, pollMs: 1 });
  const bulk = createSiteBulk(bg.client, grid);
  await Promise.all([grid.open('site1'), live.open('site1')]);
  const onDownload = vi.fn();
  render(
    <SiteTab
      model={grid}
      onDownload={onDownload}
      bulk={(slot) => <BulkPanel model={bulk.forAudit(slot.audit)} />}
      live={{ model: live, bulkFor: bulk.forAudit }}
    />,
  );
  await waitFor(() => expect(screen.getByTestId('live-host')).toBeTruthy());
  return { ...bg, asked, onDownload };
}

const badges = () =>
  Object.fromEntries(
    screen
      .getAllByTestId('live-badge')
      .map((b) => [b.closest<HTMLElement>('[data-cell]')!.dataset.cell, b.textContent]),
  );

describe('the live check in the Site tab', () => {
  it('offers the staging host and each custom domain, saying why access is needed', async () => {
    await setup({}, false);
    const options = [...screen.getByTestId('live-host').querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toEqual([
      'demo.webflow.io (staging)',
      'www.demo.com (custom domain)',
    ]);
    const button = screen.getByRole('button', { name: 'Check the live site' });
    const why = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toContain('must read them from demo.webflow.io');
    expect(screen.queryAllByTestId('live-badge')).toHaveLength(0);
  });

  it('declining access keeps the grid and says how to try again', async () => {
    const { asked, types } = await setup({}, false, false);
    fireEvent.click(screen.getByTestId('live-check-button'));
    expect(asked).toEqual([['https://demo.webflow.io/*']]);
    await waitFor(() => expect(screen.getByTestId('live-declined')).toBeTruthy());
    expect(screen.getByTestId('live-declined').textContent).toContain(
      'click “Check the live site”',
    );
    expect(types()).not.toContain('live-site.checkLiveSite');
    expect(screen.getAllByTestId('site-cell')).toHaveLength(6);
  });

  it('shows progress with counts and Cancel in a live region, then a badge per cell', async () => {
    await setup({ steps: 3 });
    fireEvent.click(screen.getByTestId('live-check-button'));
    const text = await screen.findByTestId('live-progress-text');
    expect(text.textContent).toMatch(/^Read \d of 9 page versions$/);
    expect(text.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Live check progress' })).toBeTruthy();
    expect(screen.getByTestId('live-cancel')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('live-badge')).toHaveLength(6));
    expect(screen.queryByTestId('live-progress')).toBeNull();
    expect(badges()).toEqual({
      'p1:': 'Live: differs',
      'p1:fr': 'Live: matches · 1 language finding',
      'p2:': 'Live: matches · 1 extra block',
      'p2:fr': 'Live: matches',
      'p3:': 'Live: not reachable',
      'p3:fr': 'Live: not published yet',
    });
  });

  it('counts items while the item pages are read', async () => {
    await setup({ steps: 3, itemsTotal: 3 });
    fireEvent.click(screen.getByTestId('live-check-button'));
    await waitFor(() =>
      expect(screen.getByTestId('live-progress-text').textContent).toMatch(
        /^Read [1-6] of 9 page versions · [12] items?$/,
      ),
    );
  });

  it('says which publish the results belong to, and filters by live state', async () => {
    await setup({ cached: liveResult() });
    const said = screen.getByTestId('live-checked-against').textContent!;
    // The check was not made today, so both times come with their date.
    expect(said).toMatch(/^Checked Jan 2, \d\d:02\b.* against the publish of Jan 2, \d\d:58\b/);
    expect(said).toContain('https://demo.webflow.io');
    fireEvent.change(screen.getByTestId('live-filter'), { target: { value: 'differs' } });
    expect(screen.getAllByTestId('site-row').map((r) => r.dataset.page)).toEqual(['p1']);
    fireEvent.change(screen.getByTestId('live-filter'), { target: { value: 'any' } });
    expect(screen.getAllByTestId('site-row')).toHaveLength(3);
  });

  it('opens a cell’s live detail with its reason, and the diff of live against saved', async () => {
    await setup({ cached: liveResult() });
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Live: not reachable, Contact · en: show the live detail',
      }),
    );
    const detail = screen.getByTestId('live-detail');
    expect(detail.textContent).toContain('Why: the page answered 404 Not Found');
    expect(within(detail).queryByTestId('live-show-diff')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Live: differs, Pricing · en/ }));
    fireEvent.click(within(screen.getByTestId('live-detail')).getByTestId('live-show-diff'));
    const diff = await screen.findByTestId('live-diff');
    expect(diff.textContent).toContain('only live: +   "name": "Old"');
    expect(diff.textContent).toContain('only saved: -   "name": "New"');
  });

  it('lists language findings per page with the locale and the fix, and previews the fix', async () => {
    const { sent } = await setup({ cached: liveResult() });
    const finding = screen.getByTestId('live-finding');
    expect(finding.textContent).toBe(
      'French: inLanguage is "en" on the French version — Fix: set inLanguage to "fr" (can be fixed here)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fix 1 language value…' }));
    await screen.findByTestId('bulk-preview');
    expect(sent.find((s) => s.type === 'bulk.planBulkChange')?.data).toMatchObject({
      change: { type: 'set-in-language' },
      cells: [{ pageId: 'p1', localeId: 'fr' }],
    });
    expect((screen.getByTestId('bulk-change') as HTMLSelectElement).value).toBe('set-in-language');
    expect(screen.getByTestId('bulk-apply')).toBeTruthy();
  });

  it('exports the live state and language findings per cell', async () => {
    const { onDownload } = await setup({ cached: liveResult() });
    fireEvent.click(screen.getByTestId('site-export-csv'));
    const csv = (onDownload.mock.calls[0]![0] as { text: string }).text.split('\r\n');
    expect(csv[0]).toContain('Live state,Why not reachable,Extra live blocks,Language findings');
    const fr = csv.find((l) => l.startsWith('p1,') && l.includes(',fr,'))!;
    expect(fr).toContain(
      'matches,,0,"inLanguage is ""en"" on the French version — set inLanguage to ""fr"""',
    );
    fireEvent.click(screen.getByTestId('site-export-json'));
    const json = JSON.parse((onDownload.mock.calls[1]![0] as { text: string }).text);
    expect(json.live.publishedAt).toBe('2026-01-02T13:58:00Z');
    const p3 = json.cells.find(
      (c: { pageId: string; localeId: string | null }) => c.pageId === 'p3' && !c.localeId,
    );
    expect(p3).toMatchObject({
      live_state: 'unreachable',
      live_reason: 'the page answered 404 Not Found',
    });
  });

  it('exports item rows with their live state and the items/… findings that concern them', async () => {
    const { onDownload } = await setup({
      cached: liveResult(),
      audit: itemsAudit(),
      siteItems: smallItems(),
      items: [blogCheck()],
    });
    fireEvent.click(screen.getByTestId('site-export-csv'));
    const csv = (onDownload.mock.calls[0]![0] as { text: string }).text.split('\r\n');
    expect(csv[0]).toContain('Language findings,Item page findings');
    const gone = csv.find((l) => l.startsWith('tpl,Blog Posts,i1,') && l.includes(',fr,'))!;
    expect(gone).toContain(
      ',unreachable,Not reachable: the page answers 404,,,items/not-found · error · ',
    );
    fireEvent.click(screen.getByTestId('site-export-json'));
    const json = JSON.parse((onDownload.mock.calls[1]![0] as { text: string }).text);
    expect(json.live.collections).toEqual([expect.objectContaining({ collection: 'Blog Posts' })]);
  });
});
