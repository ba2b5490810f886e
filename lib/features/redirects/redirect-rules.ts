/**
 * The redirect set a site should have after pages moved: the existing redirects merged with the
 * moves, chains collapsed (no redirect points at another redirect's source), no self-redirects,
 * nothing redirecting away from a path a page now lives at. Pure; the API plan and the CSV file
 * are both built from it.
 * @module
 */

/** One redirect: both ends as the service and the dashboard file write them (`/old-page`). */
export interface RedirectRule {
  fromUrl: string;
  toUrl: string;
}

/**
 * Whether `path` is a path on the site: it starts with one `/` that no second `/` or `\\` follows
 * (browsers read `//host` and `/\\host` as another site). Both ends of a redirect must be one.
 */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])/.test(path);

/** A path as redirects compare it: trailing slashes dropped (`/` stays `/`), surrounding space trimmed. */
export function pathKey(path: string): string {
  const trimmed = path.trim();
  if (!trimmed.startsWith('/')) return trimmed;
  return trimmed.replace(/(?<!\/)\/+$/, '') || '/';
}

/** Follows `map` from `start` to the end of its chain; null when the chain loops. */
function chainEnd(map: ReadonlyMap<string, RedirectRule>, start: string): string | null {
  const seen = new Set<string>([start]);
  let to = map.get(start)!.toUrl;
  for (let next = map.get(pathKey(to)); next; next = map.get(pathKey(to))) {
    const key = pathKey(next.fromUrl);
    if (seen.has(key)) return null;
    seen.add(key);
    to = next.toUrl;
  }
  return to;
}

/**
 * The redirects a site should have: `existing` (the first rule of each source wins) with `moves`
 * applied in order. A move's target loses any redirect from it (a page lives there now); its
 * source redirects to the target. Then every chain is collapsed to its end, and self-redirects
 * and loops are dropped. Idempotent: merging the answer with the same moves gives it back.
 */
export function mergeRedirects(
  existing: readonly RedirectRule[],
  moves: readonly RedirectRule[],
): RedirectRule[] {
  const map = new Map<string, RedirectRule>();
  for (const rule of existing) {
    const key = pathKey(rule.fromUrl);
    if (key !== '' && !map.has(key)) map.set(key, rule);
  }
  for (const move of moves) {
    map.delete(pathKey(move.toUrl));
    map.set(pathKey(move.fromUrl), { fromUrl: move.fromUrl, toUrl: move.toUrl });
  }
  // Existing rows keep their place and new sources follow in the moves' order, so merging the
  // answer again writes the same file.
  const rank = new Map<string, number>();
  for (const rule of [...existing, ...moves]) {
    const key = pathKey(rule.fromUrl);
    if (!rank.has(key)) rank.set(key, rank.size);
  }
  const merged: RedirectRule[] = [];
  for (const key of [...map.keys()].sort((a, b) => rank.get(a)! - rank.get(b)!)) {
    const rule = map.get(key)!;
    const end = chainEnd(map, key);
    if (end === null || pathKey(end) === key) continue;
    merged.push(end === rule.toUrl ? rule : { fromUrl: rule.fromUrl, toUrl: end });
  }
  return merged;
}

/** What the service needs to go from its redirects to the merged set. */
export interface RedirectChanges<R extends RedirectRule & { id: string }> {
  create: RedirectRule[];
  update: { redirect: R; toUrl: string }[];
  remove: R[];
  /** Moves the service already answers as wanted. */
  kept: R[];
}

/** The creates, updates and deletes that turn `existing` into `mergeRedirects(existing, moves)`. */
export function redirectChanges<R extends RedirectRule & { id: string }>(
  existing: readonly R[],
  moves: readonly RedirectRule[],
): RedirectChanges<R> {
  const wanted = new Map(mergeRedirects(existing, moves).map((r) => [pathKey(r.fromUrl), r]));
  const changes: RedirectChanges<R> = { create: [], update: [], remove: [], kept: [] };
  const seen = new Set<string>();
  for (const redirect of existing) {
    const key = pathKey(redirect.fromUrl);
    const target = seen.has(key) ? undefined : wanted.get(key);
    seen.add(key);
    if (!target) changes.remove.push(redirect);
    else if (pathKey(target.toUrl) === pathKey(redirect.toUrl)) changes.kept.push(redirect);
    else changes.update.push({ redirect, toUrl: target.toUrl });
  }
  for (const [key, rule] of wanted) if (!seen.has(key)) changes.create.push(rule);
  return changes;
}
