import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  buildFolderTree,
  descendantIds,
  flattenTree,
} from '@/lib/features/assets/folder-tree';
import type { FolderLike } from '@/lib/features/assets/types';

const folders: FolderLike[] = [
  { id: 'team', displayName: 'Team', parentFolder: 'images', assets: ['a1', 'a2'] },
  { id: 'images', displayName: 'Images', parentFolder: null, assets: ['a3'] },
  { id: 'y2024', displayName: '2024', parentFolder: 'team', assets: ['a4', 'a5', 'a6'] },
  { id: 'y10', displayName: '10', parentFolder: 'team', assets: [] },
  { id: 'docs', displayName: 'documents', parentFolder: null, assets: ['a7'] },
  { id: 'brand', displayName: 'Brand', parentFolder: null, assets: [] },
];

describe('buildFolderTree', () => {
  it('nests folders by parentFolder and sorts by name (case-insensitive, numeric)', () => {
    const tree = buildFolderTree(folders);
    expect(tree.roots.map((n) => n.name)).toEqual(['Brand', 'documents', 'Images']);
    const team = tree.byId.get('team')!;
    expect(team.children.map((n) => n.name)).toEqual(['10', '2024']);
    expect(team.depth).toBe(2);
    expect(tree.byId.get('y2024')!.depth).toBe(3);
  });

  it('labels paths from the top-level folder down', () => {
    const tree = buildFolderTree(folders);
    expect(tree.byId.get('y2024')!.pathLabel).toBe('Images / Team / 2024');
    expect(tree.byId.get('images')!.pathLabel).toBe('Images');
  });

  it('counts own assets from the records and totals over descendants', () => {
    const tree = buildFolderTree(folders);
    const images = tree.byId.get('images')!;
    expect(images.ownCount).toBe(1);
    expect(images.totalCount).toBe(6);
    expect(tree.byId.get('team')!.totalCount).toBe(5);
    expect(tree.byId.get('y10')!.totalCount).toBe(0);
  });

  it('takes list totals over derived counts and derives own counts from them', () => {
    const bare = folders.map(({ assets: _assets, ...rest }) => rest);
    const totals = new Map([
      ['images', 40],
      ['team', 30],
      ['y2024', 20],
      ['y10', 4],
    ]);
    const tree = buildFolderTree(bare, { totals });
    expect(tree.byId.get('images')!.totalCount).toBe(40);
    expect(tree.byId.get('images')!.ownCount).toBe(10);
    expect(tree.byId.get('team')!.ownCount).toBe(6);
    expect(tree.byId.get('docs')!.ownCount).toBeNull();
    expect(tree.byId.get('docs')!.totalCount).toBeNull();
  });

  it('keeps orphans and cycles visible as top-level folders', () => {
    const tree = buildFolderTree([
      { id: 'o', displayName: 'Orphan', parentFolder: 'gone' },
      { id: 'x', displayName: 'X', parentFolder: 'y' },
      { id: 'y', displayName: 'Y', parentFolder: 'x' },
    ]);
    expect(flattenTree(tree)).toHaveLength(3);
    expect(tree.byId.get('o')!.depth).toBe(1);
    const depths = ['x', 'y'].map((id) => tree.byId.get(id)!.depth).sort();
    expect(depths).toEqual([1, 2]);
  });

  it('falls back to the id for a folder without a name', () => {
    const tree = buildFolderTree([{ id: 'abc', displayName: '  ' }]);
    expect(tree.roots[0]!.name).toBe('abc');
  });

  it('flattens only expanded branches and finds ancestors and descendants', () => {
    const tree = buildFolderTree(folders);
    expect(flattenTree(tree, new Set()).map((n) => n.id)).toEqual(['brand', 'docs', 'images']);
    expect(flattenTree(tree, new Set(['images'])).map((n) => n.id)).toEqual([
      'brand',
      'docs',
      'images',
      'team',
    ]);
    expect(flattenTree(tree).map((n) => n.id)).toEqual([
      'brand',
      'docs',
      'images',
      'team',
      'y10',
      'y2024',
    ]);
    expect(ancestorIds(tree, 'y2024')).toEqual(['images', 'team']);
    expect([...descendantIds(tree, 'images')].sort()).toEqual(['images', 'team', 'y10', 'y2024']);
  });
});
