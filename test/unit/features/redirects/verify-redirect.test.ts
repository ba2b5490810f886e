import { describe, expect, it } from 'vitest';
import { checkRedirect } from '@/lib/features/redirects/verify-redirect';

const ORIGIN = 'https://acme.webflow.io';
type Hop = { to?: string; status?: number };

/**
 * A fetch that behaves like an extension's: a manual redirect is opaque (status 0, no Location);
 * a followed one reports only where it landed.
 */
function siteFetch(routes: Record<string, Hop>): typeof fetch {
  const answer = (init: Partial<Response>) =>
    ({
      ok: false,
      redirected: false,
      type: 'basic',
      status: 200,
      url: '',
      body: null,
      ...init,
    }) as Response;
  return async (input, init) => {
    let url = new URL(String(input));
    const hop = routes[url.pathname];
    if (hop?.to && init?.redirect === 'manual')
      return answer({ type: 'opaqueredirect', status: 0, url: url.href });
    let redirected = false;
    for (let next = routes[url.pathname]; next?.to; next = routes[url.pathname]) {
      url = new URL(next.to, url);
      redirected = true;
    }
    const status = routes[url.pathname]?.status ?? 404;
    return answer({ status, ok: status < 300, redirected, url: url.href });
  };
}

describe('checkRedirect (what an extension can see)', () => {
  const rule = { fromUrl: '/old', toUrl: '/new' };

  it('verified: the old URL redirects, lands on the new URL, which is a page', async () => {
    const fetchFn = siteFetch({ '/old': { to: '/new' }, '/new': { status: 200 } });
    expect(await checkRedirect(ORIGIN, rule, fetchFn)).toEqual({ ...rule, state: 'verified' });
  });

  it('says why otherwise', async () => {
    const cases: [Record<string, Hop>, string, string?][] = [
      [{ '/old': { status: 200 } }, 'not-redirected', '200'],
      [
        { '/old': { to: '/elsewhere' }, '/elsewhere': { status: 200 } },
        'wrong-target',
        '/elsewhere',
      ],
      [{ '/old': { to: '/new' } }, 'target-missing', '404'],
    ];
    for (const [routes, state, detail] of cases) {
      expect(await checkRedirect(ORIGIN, rule, siteFetch(routes))).toEqual({
        ...rule,
        state,
        detail,
      });
    }
  });

  it('two hops are not verified, even when they end on a page', async () => {
    const fetchFn = siteFetch({
      '/old': { to: '/new' },
      '/new': { to: '/newer' },
      '/newer': { status: 200 },
    });
    // Followed, it lands on /newer, not /new: named as the wrong place, with where it landed.
    expect((await checkRedirect(ORIGIN, rule, fetchFn)).state).toBe('wrong-target');
  });

  it('never reads another origin than the site’s', async () => {
    let fetched = 0;
    const counting: typeof fetch = () => {
      fetched++;
      return Promise.reject(new Error('no'));
    };
    const check = await checkRedirect(
      ORIGIN,
      { fromUrl: '//evil.example/x', toUrl: '/new' },
      counting,
    );
    expect(check.state).toBe('unreachable');
    expect(fetched).toBe(0);
  });

  it('a network failure is "unreachable" in words, never a throw', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await checkRedirect(ORIGIN, rule, failing)).toEqual({
      ...rule,
      state: 'unreachable',
      detail: 'Failed to fetch',
    });
  });
});
