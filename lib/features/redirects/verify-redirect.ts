/**
 * Checks on the live site that a redirect is one hop to its target, from the background with
 * `fetch`. An extension cannot read a redirect's status code or `Location`: with
 * `redirect: 'manual'` the browser answers an opaque redirect (type `opaqueredirect`, status 0),
 * so 301 and 302 look the same. What is checked instead: the old URL is a redirect; followed, it
 * lands exactly on the new URL (`response.url`, `redirected`); and the new URL is itself not a
 * redirect and answers 2xx. The service creates only 301s, so a redirect found there is its 301.
 * @module
 */
import { pathKey, type RedirectRule } from './redirect-rules';

/** How one redirect behaves on the live site. */
export type RedirectCheckState =
  'verified' | 'not-redirected' | 'wrong-target' | 'chained' | 'target-missing' | 'unreachable';

/** The outcome for one redirect. */
export interface RedirectCheck extends RedirectRule {
  state: RedirectCheckState;
  /** Where following the old URL landed (wrong-target), or the HTTP status met (not-redirected, target-missing). */
  detail?: string;
}

const isRedirect = (res: Response) =>
  res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400);

const sameUrl = (a: URL, b: URL) =>
  a.origin === b.origin && pathKey(a.pathname) === pathKey(b.pathname) && a.search === b.search;

/** Checks `rule` on `origin` (e.g. `https://acme.webflow.io`). Never throws. */
export async function checkRedirect(
  origin: string,
  rule: RedirectRule,
  fetchFn: typeof fetch = fetch,
  timeoutMs = 15_000,
): Promise<RedirectCheck> {
  const from = new URL(rule.fromUrl, origin);
  const to = new URL(rule.toUrl, origin);
  const base = new URL(origin).origin;
  // Only the site's own addresses are ever read.
  if (from.origin !== base || to.origin !== base)
    return { ...rule, state: 'unreachable', detail: `${from.origin} ≠ ${base}` };
  const get = async (url: URL, redirect: RequestRedirect) => {
    const res = await fetchFn(url.href, {
      redirect,
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    return res;
  };
  try {
    const first = await get(from, 'manual');
    if (!isRedirect(first))
      return { ...rule, state: 'not-redirected', detail: String(first.status) };
    const followed = await get(from, 'follow');
    const landed = new URL(followed.url || from.href);
    if (!followed.redirected || !sameUrl(landed, to))
      return { ...rule, state: 'wrong-target', detail: landed.pathname + landed.search };
    const target = await get(to, 'manual');
    if (isRedirect(target)) return { ...rule, state: 'chained' };
    if (!target.ok) return { ...rule, state: 'target-missing', detail: String(target.status) };
    return { ...rule, state: 'verified' };
  } catch (e) {
    return { ...rule, state: 'unreachable', detail: e instanceof Error ? e.message : String(e) };
  }
}
