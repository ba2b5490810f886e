/**
 * The redirect plan of a site's recorded moves, against the service: on Enterprise sites the
 * creates, updates and deletes that make the service hold the merged redirects; elsewhere (403)
 * the file for the dashboard. Then carrying the plan out.
 * @module
 */
import { ApiError } from '../../core/api/api-error';
import type { ApiClient } from '../../core/api/client';
import {
  allRedirects,
  createRedirect,
  deleteRedirect,
  updateRedirect,
  type Redirect,
} from '../../core/api/redirects';
import { t } from '../../core/i18n/t';
import {
  isSitePath,
  mergeRedirects,
  pathKey,
  redirectChanges,
  type RedirectRule,
} from './redirect-rules';
import type { SlugMove } from './slug-moves';

/** The plan as the pages see it. */
export interface RedirectPlanView {
  siteId: string;
  /** `api`: the service makes redirects (Enterprise); `csv`: the dashboard imports a file. */
  mode: 'api' | 'csv';
  moves: SlugMove[];
  create: RedirectRule[];
  update: (RedirectRule & { was: string })[];
  remove: RedirectRule[];
  /** Each moved path with the target it should redirect to: what the live site is checked for. */
  targets: RedirectRule[];
}

/** What one change did. */
export interface RedirectChangeResult extends RedirectRule {
  action: 'create' | 'update' | 'remove';
  ok: boolean;
  error?: string;
}

/** The moves as redirect rules, oldest first. */
export const movesAsRules = (moves: readonly SlugMove[]): RedirectRule[] =>
  moves.map((m) => ({ fromUrl: m.fromPath, toUrl: m.toPath }));

/** The target of each move's source in `merged` (sources that a later move made a page again drop out). */
export function targetsOf(
  merged: readonly RedirectRule[],
  moves: readonly SlugMove[],
): RedirectRule[] {
  const sources = new Set(moves.map((m) => pathKey(m.fromPath)));
  return merged.filter((r) => sources.has(pathKey(r.fromUrl)));
}

/** True when the service refused the redirect endpoints for the site's plan (not for a scope). */
export const isPlanRefusal = (e: unknown) =>
  e instanceof ApiError && e.status === 403 && e.kind !== 'missing-scope';

/** The site's redirects, or null when its plan has no redirect endpoints. */
async function existingRedirects(client: ApiClient, siteId: string): Promise<Redirect[] | null> {
  try {
    return await allRedirects(client, siteId);
  } catch (e) {
    if (isPlanRefusal(e)) return null;
    throw e;
  }
}

/** Builds the plan of `moves` against what the service holds now. */
export async function planRedirects(
  client: ApiClient,
  siteId: string,
  moves: SlugMove[],
): Promise<{ plan: RedirectPlanView; ids: Map<RedirectRule, string> }> {
  const rules = movesAsRules(moves);
  const existing = moves.length > 0 ? await existingRedirects(client, siteId) : [];
  if (existing === null) {
    const targets = targetsOf(mergeRedirects([], rules), moves);
    const plan = {
      siteId,
      mode: 'csv' as const,
      moves,
      create: [],
      update: [],
      remove: [],
      targets,
    };
    return { plan, ids: new Map() };
  }
  const changes = redirectChanges(existing, rules);
  // The ids of the redirects to update or delete, by the rule object the plan shows.
  const ids = new Map<RedirectRule, string>();
  const update = changes.update.map((u) => {
    const rule = { fromUrl: u.redirect.fromUrl, toUrl: u.toUrl, was: u.redirect.toUrl };
    ids.set(rule, u.redirect.id);
    return rule;
  });
  const remove = changes.remove.map((r) => {
    const rule = { fromUrl: r.fromUrl, toUrl: r.toUrl };
    ids.set(rule, r.id);
    return rule;
  });
  const targets = targetsOf(mergeRedirects(existing, rules), moves);
  return {
    plan: { siteId, mode: 'api', moves, create: changes.create, update, remove, targets },
    ids,
  };
}

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Carries out a fresh plan of `moves`: first the updates (so no redirect points at a source that
 * is about to exist), then the creates, then the deletes. Each change is tried once; a failure is
 * reported and the others still run. No redirect is created or pointed to or from a path that is
 * not on the site.
 */
export async function applyRedirects(
  client: ApiClient,
  siteId: string,
  moves: SlugMove[],
): Promise<{ plan: RedirectPlanView; results: RedirectChangeResult[] }> {
  const { plan, ids } = await planRedirects(client, siteId, moves);
  const results: RedirectChangeResult[] = [];
  const run = async (
    action: RedirectChangeResult['action'],
    rule: RedirectRule,
    call: () => Promise<unknown>,
  ) => {
    // A page path from the API such as `//host` would make a redirect to another site.
    const offSite = [rule.fromUrl, rule.toUrl].find((p) => !isSitePath(p));
    if (action !== 'remove' && offSite !== undefined) {
      results.push({ action, ...rule, ok: false, error: t('redir_not_site_path', offSite) });
      return;
    }
    try {
      await call();
      results.push({ action, ...rule, ok: true });
    } catch (e) {
      results.push({ action, ...rule, ok: false, error: failure(e) });
    }
  };
  for (const u of plan.update) {
    const rule = { fromUrl: u.fromUrl, toUrl: u.toUrl };
    await run('update', rule, () =>
      updateRedirect(client, siteId, ids.get(u)!, { toUrl: u.toUrl }),
    );
  }
  for (const rule of plan.create) {
    await run('create', rule, () => createRedirect(client, siteId, rule));
  }
  for (const rule of plan.remove) {
    await run('remove', rule, () => deleteRedirect(client, siteId, ids.get(rule)!));
  }
  return { plan, results };
}
