// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FolderTree } from '@/components/assets/FolderTree';
import { buildFolderTree } from '@/lib/features/assets/folder-tree';

const tree = buildFolderTree([
  { id: 'images', displayName: 'Images', parentFolder: null, assets: ['a'] },
  { id: 'team', displayName: 'Team', parentFolder: 'images', assets: ['b', 'c'] },
  { id: 'y2024', displayName: '2024', parentFolder: 'team', assets: ['d', 'e', 'f'] },
  { id: 'docs', displayName: 'Documents', parentFolder: null, assets: ['g'] },
]);

function setup(selectedId: string | null = null) {
  const onSelect = vi.fn();
  render(
    <FolderTree
      tree={tree}
      selectedId={selectedId}
      onSelect={onSelect}
      siteTotal={9}
      localeLabel="French"
      coverage={(id) =>
        id === 'team'
          ? { images: 4, withAlt: 3, share: 0.75 }
          : { images: 0, withAlt: 0, share: null }
      }
    />,
  );
  return { onSelect };
}

const item = (name: RegExp) => screen.getByRole('treeitem', { name });
const key = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('FolderTree', () => {
  afterEach(cleanup);

  it('is a tree with levels, counts including sub-folders and a coverage badge', () => {
    setup();
    expect(screen.getByRole('tree', { name: 'Asset folders' })).toBeTruthy();
    const all = item(/^All assets, 9 assets/);
    expect(all.getAttribute('aria-level')).toBe('1');
    expect(all.getAttribute('aria-selected')).toBe('true');
    const images = item(/^Images, 6 assets/);
    expect(images.getAttribute('aria-level')).toBe('2');
    expect(images.getAttribute('aria-expanded')).toBe('false');
    expect(item(/^Documents, 1 asset,/)).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: /^Team/ })).toBeNull();
  });

  it('opens the branch of the selected folder and shows its coverage', () => {
    setup('y2024');
    expect(item(/^2024, 3 assets/).getAttribute('aria-selected')).toBe('true');
    expect(item(/^2024/).getAttribute('tabindex')).toBe('0');
    expect(item(/^Team, 5 assets, 75% of images have alt text \(French\)$/)).toBeTruthy();
    expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toHaveLength(1);
  });

  it('moves with the arrow keys, expands and collapses, and selects with Enter', () => {
    const { onSelect } = setup();
    item(/^All assets/).focus();
    key('ArrowDown');
    expect(document.activeElement).toBe(item(/^Documents/));
    key('ArrowDown');
    expect(document.activeElement).toBe(item(/^Images/));
    key('ArrowRight');
    expect(item(/^Images/).getAttribute('aria-expanded')).toBe('true');
    key('ArrowRight');
    expect(document.activeElement).toBe(item(/^Team/));
    key('ArrowRight');
    key('ArrowRight');
    expect(document.activeElement).toBe(item(/^2024/));
    key('Enter');
    expect(onSelect).toHaveBeenLastCalledWith('y2024');
    key('ArrowLeft');
    expect(document.activeElement).toBe(item(/^Team/));
    key('ArrowLeft');
    expect(item(/^Team/).getAttribute('aria-expanded')).toBe('false');
    key('ArrowLeft');
    expect(document.activeElement).toBe(item(/^Images/));
    key('ArrowLeft');
    key('ArrowLeft');
    expect(document.activeElement).toBe(item(/^All assets/));
    key('End');
    expect(document.activeElement).toBe(item(/^Images/));
    key('Home');
    expect(document.activeElement).toBe(item(/^All assets/));
    key(' ');
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('selects on click and keeps one tab stop on the focused item', () => {
    const { onSelect } = setup();
    fireEvent.click(item(/^Documents/));
    expect(onSelect).toHaveBeenCalledWith('docs');
    expect(item(/^Documents/).getAttribute('tabindex')).toBe('0');
    expect(item(/^All assets/).getAttribute('tabindex')).toBe('-1');
  });
});
