// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteGrid } from '@/components/site/SiteGrid';
import { SiteTab, type SiteBulkSlot } from '@/components/site/SiteTab';
import { createSiteModel, type SiteModel } from '@/lib/features/site/model/site-model';
import type { SiteAudit } from '@/lib/features/site/audit-types';
import { DEFAULT_SORT, NO_FILTER } from '@/lib/features/site/grid';
import { buildSiteGrid, gridLines } from '@/lib/features/site/grid-view';
import { fakeBackground, T0 } from '../../features/site/fake-background';
import { cell, smallAudit } from '../../features/site/fixtures';

const gridOf = (audit: SiteAudit) => {
  const view = buildSiteGrid(audit, null, NO_FILTER, DEFAULT_SORT);
  return { view, lines: gridLines(view, new Set()) };
};

let model: SiteModel | undefined;
afterEach(() => {
  cleanup();
  model?.dispose();
});

async function setup(cached: SiteAudit | null = smallAudit()) {
  const { client, sent } = fakeBackground(cached);
  model = createSiteModel(client, { now: () => T0 + 3 * 60_000, pollMs: 1 });
  await model.open('site1');
  const onDownload = vi.fn();
  const onOpenFullView = vi.fn();
  const slots: SiteBulkSlot[] = [];
  render(
    <SiteTab
      model={model}
      onDownload={onDownload}
      onOpenFullView={onOpenFullView}
      bulk={(slot) => {
        slots.push(slot);
        return <p data-testid="bulk-slot">{slot.cells.length} cells</p>;
      }}
    />,
  );
  return { onDownload, onOpenFullView, slots, sent };
}

describe('Site tab', () => {
  it('shows every cell with its state in words and when it was checked', async () => {
    await setup();
    expect(screen.getByTestId('site-checked-at').textContent).toBe('checked 3 min ago');
    const cells = screen.getAllByTestId('site-cell');
    expect(cells).toHaveLength(6);
    const fr = cells.find((c) => c.dataset.cell === 'p1:fr')!;
    expect(fr.dataset.state).toBe('inherited');
    expect(fr.textContent).toContain('Inherited');
    expect(fr.textContent).toContain('2 errors, 0 warnings');
    const p2 = cells.find((c) => c.dataset.cell === 'p2:')!;
    expect(p2.textContent).toContain('Description empty');
  });

  it('selects cells, rows and columns with checkboxes and hands the selection to the bulk slot', async () => {
    const { slots } = await setup();
    fireEvent.click(screen.getByLabelText('Select Pricing in fr'));
    expect(screen.getByTestId('bulk-slot').textContent).toBe('1 cells');
    expect(slots.at(-1)!.cells).toEqual([{ pageId: 'p1', localeId: 'fr' }]);
    expect(
      screen
        .getAllByTestId('site-cell')
        .find((c) => c.dataset.cell === 'p1:fr')!
        .getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(screen.getByLabelText('Select every shown page in en'));
    expect(screen.getByTestId('bulk-slot').textContent).toBe('4 cells');
    fireEvent.click(screen.getByLabelText('Select About us in every shown locale'));
    expect(screen.getByTestId('bulk-slot').textContent).toBe('5 cells');
    fireEvent.click(screen.getByTestId('site-select-none'));
    expect(screen.getByTestId('bulk-slot').textContent).toBe('0 cells');
  });

  it('searches, filters and exports what is shown', async () => {
    const { onDownload } = await setup();
    fireEvent.input(screen.getByTestId('site-search'), { target: { value: 'about' } });
    expect(screen.getAllByTestId('site-row')).toHaveLength(1);
    fireEvent.input(screen.getByTestId('site-search'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('site-filter-issue'), { target: { value: 'errors' } });
    expect(screen.getAllByTestId('site-row').map((r) => r.dataset.page)).toEqual(['p1']);
    fireEvent.click(screen.getByTestId('site-export-csv'));
    const file = onDownload.mock.calls[0]![0] as { name: string; text: string };
    expect(file.name).toMatch(/\.csv$/);
    expect(file.text.trim().split('\r\n')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('site-export-json'));
    expect((onDownload.mock.calls[1]![0] as { name: string }).name).toMatch(/\.json$/);
  });

  it('opens a page’s details and downloads a cell’s markup as .jsonld', async () => {
    const { onDownload } = await setup();
    fireEvent.click(
      screen.getAllByTestId('site-open-page').find((b) => b.textContent === 'Pricing')!,
    );
    const details = screen.getByTestId('site-page-details');
    fireEvent.click(within(details).getAllByTestId('site-export-jsonld')[0]!);
    await waitFor(() => expect(onDownload).toHaveBeenCalled());
    expect((onDownload.mock.calls[0]![0] as { name: string }).name).toBe('pricing-en.jsonld');
  });

  it('offers a first check when nothing is cached, and shows progress then the grid', async () => {
    const { sent, onOpenFullView } = await setup(null);
    expect(screen.getByTestId('site-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('site-open-full'));
    expect(onOpenFullView).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('site-refresh'));
    await waitFor(() => expect(screen.getAllByTestId('site-cell')).toHaveLength(6));
    expect(sent).toContain('site.auditSite');
  });
});

describe('Site grid', () => {
  it('renders only the rows in view for a 1,000-page site', () => {
    const base = smallAudit();
    const pages = Array.from({ length: 1000 }, (_, i) => ({
      ...base.pages[0]!,
      id: `p${i}`,
      title: `Page ${i}`,
      paths: { '': `/page-${String(i).padStart(4, '0')}` },
    }));
    const audit = {
      ...base,
      locales: [base.locales[0]!],
      pages,
      cells: pages.map((p) => cell(p.id, null)),
    };
    render(
      <SiteGrid
        {...gridOf(audit)}
        selection={new Set()}
        actions={{
          toggleCell: vi.fn(),
          toggleRow: vi.fn(),
          toggleColumn: vi.fn(),
          toggleGroup: vi.fn(),
          toggleItemRow: vi.fn(),
          toggleItemCell: vi.fn(),
          openPage: vi.fn(),
        }}
        height={400}
        rowHeight={50}
        overscan={2}
      />,
    );
    const rows = screen.getAllByTestId('site-row');
    expect(rows.length).toBeLessThanOrEqual(Math.ceil(400 / 50) + 1 + 4);
    expect(screen.getByTestId('site-grid').getAttribute('aria-rowcount')).toBe('1001');
    const viewport = screen.getByTestId('site-grid-viewport');
    viewport.scrollTop = 50 * 500;
    fireEvent.scroll(viewport);
    expect(screen.getAllByTestId('site-row').some((r) => r.dataset.page === 'p500')).toBe(true);
  });

  it('moves between checkboxes with the arrow keys, scrolling rows into view', async () => {
    const base = smallAudit();
    const pages = Array.from({ length: 100 }, (_, i) => ({
      ...base.pages[0]!,
      id: `p${i}`,
      title: `Page ${i}`,
      paths: { '': `/page-${String(i).padStart(3, '0')}`, fr: `/fr/page-${i}` },
    }));
    const audit = {
      ...base,
      pages,
      cells: pages.flatMap((p) => [cell(p.id, null), cell(p.id, 'fr')]),
    };
    render(
      <SiteGrid
        {...gridOf(audit)}
        selection={new Set()}
        actions={{
          toggleCell: vi.fn(),
          toggleRow: vi.fn(),
          toggleColumn: vi.fn(),
          toggleGroup: vi.fn(),
          toggleItemRow: vi.fn(),
          toggleItemCell: vi.fn(),
          openPage: vi.fn(),
        }}
        height={200}
        rowHeight={50}
        overscan={1}
      />,
    );
    const first = screen.getByLabelText('Select Page 0 in en');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Select Page 0 in fr'),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Select Page 1 in fr'),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Select Page 5 in fr'),
    );
    expect(screen.getByTestId('site-grid-viewport').scrollTop).toBeGreaterThan(0);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Select Page 5 in every shown locale',
      ),
    );
  });
});
