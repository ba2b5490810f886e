// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteGrid } from '@/components/site/SiteGrid';
import { DEFAULT_SORT, NO_FILTER } from '@/lib/features/site/grid';
import { buildSiteGrid, gridLines } from '@/lib/features/site/grid-view';
import { itemPath } from '@/lib/features/site/item-groups';
import { groupText, leftOutText } from '@/lib/features/site/messages';
import { createSiteModel, type SiteModel } from '@/lib/features/site/model/site-model';
import { gridCsv, gridJson } from '@/lib/features/site/export';
import type { SiteItems } from '@/lib/features/collections/site-items-store';
import { fakeBackground } from '../../features/site/fake-background';
import { itemsAudit, smallItems } from '../../features/site/fixtures';

const names = (items: SiteItems | null, filter = NO_FILTER, sort = DEFAULT_SORT) =>
  buildSiteGrid(itemsAudit(), items, filter, sort).groups.map((g) =>
    g.items.map((r) => r.item.name),
  );

describe('item groups of the grid', () => {
  it('puts an item at its template’s folder in each locale', () => {
    expect(itemPath('/fr/post/detail', 'levain')).toBe('/fr/post/levain');
    expect(itemPath('/detail', 'x')).toBe('/x');
    expect(itemPath(null, 'x')).toBeNull();
  });

  it('groups a collection’s items above the pages, each cell the template’s markup state only', () => {
    const view = buildSiteGrid(itemsAudit(), smallItems(), NO_FILTER, DEFAULT_SORT);
    const [group] = view.groups;
    expect(group!.template?.title).toBe('Blog Posts Template');
    expect(groupText('Blog Posts', group!.items.length, group!.total, group!.locales)).toBe(
      'Blog Posts · 3 items · 2 locales',
    );
    const bagels = group!.items[0]!;
    expect(bagels.item.name).toBe('Bagels');
    expect(bagels.paths).toEqual({ '': '/post/bagels' });
    // English only: no French cell; the English one shows the template's errors, not its title flag.
    expect(bagels.cells[1]).toBeUndefined();
    expect(bagels.cells[0]).toMatchObject({ pageId: 'tpl', errors: 1, title: 'ok' });
    expect(group!.items.find((r) => r.item.id === 'i2')!.paths.fr).toBe('/fr/post/levain');
    expect(gridLines(view, new Set()).map((l) => l.kind)).toEqual([
      'group',
      'page',
      'page',
      'page',
      'page',
    ]);
    expect(gridLines(view, new Set(['blog'])).filter((l) => l.kind === 'item')).toHaveLength(3);
  });

  it('filters items by search, state and finding, and sorts them by path or name', () => {
    expect(names(smallItems(), { ...NO_FILTER, search: 'levain' })).toEqual([['Sourdough']]);
    expect(names(smallItems(), { ...NO_FILTER, search: 'nothing-like-it' })).toEqual([]);
    // Every item shows the template's markup: with errors in it, all match; its title flag is not theirs.
    expect(names(smallItems(), { ...NO_FILTER, issue: 'errors' })).toEqual([
      ['Bagels', 'How we bake', 'Sourdough'],
    ]);
    expect(names(smallItems(), { ...NO_FILTER, issue: 'title-long' })).toEqual([]);
    expect(names(smallItems(), { ...NO_FILTER, state: 'inherited' })).toEqual([
      ['How we bake', 'Sourdough'],
    ]);
    expect(names(smallItems(), NO_FILTER, { key: 'title', descending: true })).toEqual([
      ['Sourdough', 'How we bake', 'Bagels'],
    ]);
    expect(names(null)).toEqual([]);
  });

  it('writes item rows to the CSV and JSON with their collection, item id and slug', () => {
    const audit = itemsAudit();
    const view = buildSiteGrid(
      audit,
      smallItems(),
      { ...NO_FILTER, search: 'sourdough' },
      DEFAULT_SORT,
    );
    const csv = gridCsv(audit, view).text.trim().split('\r\n');
    expect(csv[0]!.split(',').slice(0, 7)).toEqual([
      'pageId',
      'collection',
      'itemId',
      'title',
      'locale',
      'path',
      'slug',
    ]);
    expect(csv.slice(1).map((l) => l.split(',').slice(0, 8).join(','))).toEqual([
      'tpl,Blog Posts,i2,Sourdough,en,/post/sourdough,sourdough,own',
      'tpl,Blog Posts,i2,Sourdough,fr,/fr/post/levain,levain,inherited',
    ]);
    const json = JSON.parse(gridJson(audit, view).text) as { cells: { collection: string }[] };
    expect(json.cells.map((c) => c.collection)).toEqual(['Blog Posts', 'Blog Posts']);
  });
});

describe('item rows in the site model', () => {
  let model: SiteModel | undefined;
  afterEach(() => model?.dispose());

  it('opens a group on demand, selects item rows apart from page cells, and says what bulk leaves out', async () => {
    const { client } = fakeBackground(itemsAudit(), 2, smallItems());
    model = createSiteModel(client);
    await model.open('site1');
    expect(model.lines.value.filter((l) => l.kind === 'item')).toHaveLength(0);
    model.selectAllVisible();
    // A closed group's items are not shown, so not selected.
    expect(model.leftOut.value).toEqual([]);
    model.selectNone();
    model.toggleGroup('blog');
    expect(model.lines.value.filter((l) => l.kind === 'item')).toHaveLength(3);
    model.toggleItemRow('i1');
    model.toggleRow('p1');
    expect(model.selectedCells.value.map((c) => c.pageId)).toEqual(['p1', 'p1']);
    expect(model.leftOut.value).toEqual([
      { collection: 'Blog Posts', template: 'Blog Posts Template', cells: 2 },
    ]);
    expect(leftOutText(model.leftOut.value[0]!)).toBe(
      '2 item cells of Blog Posts are left out: item pages show the markup of the template page “Blog Posts Template” — change it there.',
    );
    model.toggleColumn('fr');
    expect(model.leftOut.value[0]!.cells).toBe(3);
    model.toggleGroup('blog');
    expect(model.lines.value.filter((l) => l.kind === 'item')).toHaveLength(0);
  });
});

describe('the grid with 10,000 item rows', () => {
  afterEach(cleanup);

  it('renders only the rows in view and opens and closes the group by its button', () => {
    const base = smallItems();
    const blog = base.collections[0]!;
    const items: SiteItems = {
      ...base,
      collections: [
        {
          ...blog,
          items: Array.from({ length: 10_000 }, (_, i) => ({
            id: `i${i}`,
            name: `Post ${i}`,
            slugs: { '': `post-${String(i).padStart(5, '0')}`, fr: `billet-${i}` },
            changed: [],
          })),
        },
      ],
    };
    const view = buildSiteGrid(itemsAudit(), items, NO_FILTER, DEFAULT_SORT);
    const toggleGroup = vi.fn();
    render(
      <SiteGrid
        view={view}
        lines={gridLines(view, new Set(['blog']))}
        selection={new Set()}
        actions={{
          toggleCell: vi.fn(),
          toggleRow: vi.fn(),
          toggleColumn: vi.fn(),
          toggleGroup,
          toggleItemRow: vi.fn(),
          toggleItemCell: vi.fn(),
          openPage: vi.fn(),
        }}
        height={400}
        rowHeight={50}
        overscan={2}
      />,
    );
    expect(screen.getByTestId('site-grid').getAttribute('aria-rowcount')).toBe(
      String(5 + 10_000 + 1),
    );
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(1 + Math.ceil(400 / 50) + 4);
    const viewport = screen.getByTestId('site-grid-viewport');
    viewport.scrollTop = 50 * 9_000;
    fireEvent.scroll(viewport);
    const shown = screen.getAllByTestId('site-item-row').map((r) => r.dataset.item);
    expect(shown).toContain('i8999');
    viewport.scrollTop = 0;
    fireEvent.scroll(viewport);
    const toggle = screen.getByTestId('site-group-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('site-group-label').textContent).toBe(
      'Blog Posts · 10,000 items · 2 locales',
    );
    fireEvent.click(toggle);
    expect(toggleGroup).toHaveBeenCalledWith('blog');
  });
});
