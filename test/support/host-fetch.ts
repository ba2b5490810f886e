/**
 * A `fetch` that reaches every published host of the emulator — staging (`{shortName}.localhost`)
 * and custom domains (`www.acme-bakery.example`) — on 127.0.0.1 at the emulator's port, with the
 * URL's own Host header, and follows redirects as a browser does: `redirect: 'follow'` answers
 * where it landed (`url`, `redirected`); `'manual'` answers the redirect itself.
 * @module
 */
import { loopbackFetch } from './loopback-fetch';

const MAX_HOPS = 20;

/** The fetch, the hosts it was asked for, and `close`. */
export function hostFetch(port: number) {
  const loopback = loopbackFetch(port);
  const asked = new Set<string>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    let url = new URL(typeof input === 'string' ? input : input instanceof URL ? input : input.url);
    asked.add(url.host);
    if (init?.redirect !== 'follow') return loopback.fetch(url, init);
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      const res = await loopback.fetch(url, { ...init, redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        Object.defineProperty(res, 'url', { value: url.href });
        Object.defineProperty(res, 'redirected', { value: hop > 0 });
        return res;
      }
      await res.body?.cancel();
      url = new URL(location, url);
      asked.add(url.host);
    }
    throw new TypeError(`more than ${MAX_HOPS} redirects`);
  };
  return { fetch, hosts: () => [...asked], close: loopback.close };
}
