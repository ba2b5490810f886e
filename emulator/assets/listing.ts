/** The minimal folder shape the listing needs. */
export interface FolderLink {
  id: string;
  parentFolder: string | null;
}

/** Query of a paginated list, already validated. */
export interface PageQuery {
  limit: number;
  offset: number;
}

/** A page of items with the service's pagination object. */
export interface Paged<T> {
  items: T[];
  pagination: { limit: number; offset: number; total: number };
}

/** Largest `limit` any list accepts. */
export const MAX_LIMIT = 100;

/** `limit` when the request gives none (the service does not document its default). */
export const DEFAULT_LIMIT = 100;

/**
 * The folder and every folder below it. Guards against cycles, which the API cannot create but a
 * hand-edited state file could.
 */
export function folderWithDescendants(rootId: string, folders: readonly FolderLink[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const folder of folders) {
    if (folder.parentFolder === null) continue;
    const list = children.get(folder.parentFolder) ?? [];
    list.push(folder.id);
    children.set(folder.parentFolder, list);
  }
  const found = new Set<string>([rootId]);
  const queue = [rootId];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const child of children.get(next) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

/** Cuts one page out of an already filtered, ordered list; `total` is the filtered count. */
export function paginate<T>(items: readonly T[], query: PageQuery): Paged<T> {
  return {
    items: items.slice(query.offset, query.offset + query.limit),
    pagination: { limit: query.limit, offset: query.offset, total: items.length },
  };
}
