import type { FolderLike } from './types';

/** Separator of path labels ("Images / Team / 2024"). */
export const PATH_SEPARATOR = ' / ';

/** One folder in the tree. */
export interface FolderNode {
  id: string;
  name: string;
  parentId: string | null;
  /** 1 for a top-level folder. */
  depth: number;
  /** Names from the top-level folder down to this one. */
  path: readonly string[];
  /** `path` joined for display, e.g. "Images / Team / 2024". */
  pathLabel: string;
  /** Assets directly in this folder; null when unknown. */
  ownCount: number | null;
  /** Assets in this folder and every folder below it; null when unknown. */
  totalCount: number | null;
  /** Sub-folders, sorted by name. */
  children: FolderNode[];
}

/** The nested folder tree of a site. */
export interface FolderTree {
  /** Top-level folders, sorted by name. */
  roots: FolderNode[];
  byId: ReadonlyMap<string, FolderNode>;
}

/** Optional counts that refine or replace the folder records' `assets` arrays. */
export interface FolderTreeOptions {
  /**
   * Per folder id, the `pagination.total` of listing assets with that `folderId` (which counts the
   * folder and its descendants). Wins over counts derived from `assets` arrays.
   */
  totals?: ReadonlyMap<string, number>;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function folderName(folder: FolderLike): string {
  const name = folder.displayName?.trim();
  return name ? name : folder.id;
}

function byName(a: FolderNode, b: FolderNode): number {
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Builds the nested tree from the flat folder list (`parentFolder`). A folder whose parent is not
 * in the list, or that sits in a parent cycle, becomes a top-level folder so nothing is hidden.
 */
export function buildFolderTree(
  folders: readonly FolderLike[],
  options: FolderTreeOptions = {},
): FolderTree {
  const records = new Map<string, FolderLike>();
  for (const folder of folders) records.set(folder.id, folder);
  const nodes = new Map<string, FolderNode>();
  for (const folder of records.values()) {
    nodes.set(folder.id, {
      id: folder.id,
      name: folderName(folder),
      parentId: null,
      depth: 1,
      path: [],
      pathLabel: '',
      ownCount: folder.assets ? folder.assets.length : null,
      totalCount: null,
      children: [],
    });
  }
  const childrenOf = new Map<string | null, FolderNode[]>();
  for (const node of nodes.values()) {
    const parent = records.get(node.id)?.parentFolder ?? null;
    const key = parent !== null && nodes.has(parent) ? parent : null;
    const list = childrenOf.get(key) ?? [];
    list.push(node);
    childrenOf.set(key, list);
  }

  const roots: FolderNode[] = [];
  const placed = new Set<string>();
  const attach = (node: FolderNode, parent: FolderNode | null) => {
    placed.add(node.id);
    node.parentId = parent?.id ?? null;
    node.depth = parent ? parent.depth + 1 : 1;
    node.path = parent ? [...parent.path, node.name] : [node.name];
    node.pathLabel = node.path.join(PATH_SEPARATOR);
    for (const child of childrenOf.get(node.id) ?? []) {
      if (placed.has(child.id)) continue;
      node.children.push(child);
      attach(child, node);
    }
    node.children.sort(byName);
  };
  for (const node of childrenOf.get(null) ?? []) {
    roots.push(node);
    attach(node, null);
  }
  for (const node of nodes.values()) {
    if (placed.has(node.id)) continue;
    roots.push(node);
    attach(node, null);
  }
  roots.sort(byName);
  for (const root of roots) fillCounts(root, options.totals);
  return { roots, byId: nodes };
}

function fillCounts(node: FolderNode, totals: ReadonlyMap<string, number> | undefined): void {
  let childSum: number | null = 0;
  for (const child of node.children) {
    fillCounts(child, totals);
    childSum = childSum === null || child.totalCount === null ? null : childSum + child.totalCount;
  }
  const listed = totals?.get(node.id);
  if (listed !== undefined) {
    node.totalCount = listed;
    if (node.ownCount === null && childSum !== null) node.ownCount = Math.max(0, listed - childSum);
  } else if (node.ownCount !== null && childSum !== null) {
    node.totalCount = node.ownCount + childSum;
  }
}

/** Every folder in display order (depth first, by name), optionally only the expanded branches. */
export function flattenTree(tree: FolderTree, expanded?: ReadonlySet<string>): FolderNode[] {
  const out: FolderNode[] = [];
  const walk = (nodes: readonly FolderNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (!expanded || expanded.has(node.id)) walk(node.children);
    }
  };
  walk(tree.roots);
  return out;
}

/** Ids of a folder's ancestors, nearest last (to expand the branch that shows it). */
export function ancestorIds(tree: FolderTree, folderId: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let parent = tree.byId.get(folderId)?.parentId ?? null;
  while (parent !== null && !seen.has(parent)) {
    seen.add(parent);
    out.unshift(parent);
    parent = tree.byId.get(parent)?.parentId ?? null;
  }
  return out;
}

/** Ids of a folder and every folder below it. */
export function descendantIds(tree: FolderTree, folderId: string): Set<string> {
  const out = new Set<string>();
  const walk = (node: FolderNode | undefined) => {
    if (!node || out.has(node.id)) return;
    out.add(node.id);
    for (const child of node.children) walk(child);
  };
  walk(tree.byId.get(folderId));
  return out;
}
