import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import {
  MAX_ROBOTS_BYTES,
  MAX_ROBOTS_TEXT,
  readRobots,
} from '@/lib/features/live-site/indexing/robots-txt';
import { answer, redirect, startHost, type LocalHost } from './local-host';

const ROBOTS = [
  'User-agent: *',
  'Disallow: /private',
  '',
  'User-agent: Googlebot',
  'Disallow: /faq   # old answers',
  'Allow: /faq/open',
  'Disallow: /*.pdf$',
  '',
  'Sitemap: https://www.example.com/sitemap.xml',
  'sitemap: /relative.xml',
  'Sitemap: https://www.example.com/sitemap.xml',
].join('\r\n');

describe('readRobots', () => {
  let host: LocalHost;
  let other: LocalHost;
  const at = (path: string) => `${host.origin}${path}`;
  beforeAll(async () => {
    host = await startHost();
    other = await startHost();
  });
  afterAll(async () => {
    await host.close();
    await other.close();
  });
  const serve = (route: Parameters<LocalHost['routes']['set']>[1]) => {
    host.hits.clear();
    host.routes.set('/robots.txt', route);
  };

  it("reads Googlebot's group, names the deciding line, and lists the absolute sitemaps", async () => {
    serve(answer(ROBOTS));
    const robots = await readRobots(host.origin, createPoliteFetch());
    expect(robots.read).toEqual({
      url: at('/robots.txt'),
      status: 200,
      sitemaps: ['https://www.example.com/sitemap.xml'],
      text: ROBOTS,
    });
    expect(robots.allows(at('/faq'))).toBe(false);
    expect(robots.rule(at('/faq/old?x=1'))).toBe('Disallow: /faq');
    expect(robots.allows(at('/faq/open/a'))).toBe(true);
    expect(robots.rule(at('/faq/open/a'))).toBe('Allow: /faq/open');
    expect(robots.allows(at('/a/b.pdf'))).toBe(false);
    expect(robots.allows(at('/a/b.pdf?x'))).toBe(true);
    // The `*` group is not Googlebot's once Googlebot has one of its own.
    expect(robots.allows(at('/private'))).toBe(true);
    expect(robots.rule(at('/private'))).toBeNull();
    expect(robots.allows('https://elsewhere.example/faq')).toBe(true);
    expect(robots.rule('https://elsewhere.example/faq')).toBeNull();
    expect(robots.allows('not a url')).toBe(true);
    expect(host.hits.get('/robots.txt')).toBe(1);
  });

  it('reads the * group when Googlebot has none, and always allows robots.txt itself', async () => {
    serve(answer('User-agent: bingbot\nDisallow: /\n\nUser-agent: *\nDisallow: /'));
    const robots = await readRobots(`${host.origin}/some/page`, createPoliteFetch());
    expect(robots.allows(at('/'))).toBe(false);
    expect(robots.rule(at('/blog'))).toBe('Disallow: /');
    expect(robots.allows(at('/robots.txt'))).toBe(true);
  });

  it('allows everything on a 404 or 410, and disallows everything on a 5xx or a 429', async () => {
    const fetcher = createPoliteFetch({ maxRetries: 0 });
    for (const [status, allowed] of [
      [404, true],
      [410, true],
      [401, true],
      [500, false],
      [503, false],
      [429, false],
    ] as const) {
      serve(answer('User-agent: *\nAllow: /', status));
      const robots = await readRobots(host.origin, fetcher);
      expect(robots.allows(at('/a')), String(status)).toBe(allowed);
      expect(robots.rule(at('/a'))).toBeNull();
      expect(robots.read).toMatchObject({ status, sitemaps: [] });
      expect(robots.read.failure).toContain(String(status));
      expect(robots.read.text).toBeUndefined();
    }
  });

  it('disallows everything when the host does not answer: no connection, or no answer in time', async () => {
    const closed = await startHost();
    await closed.close();
    const refused = await readRobots(closed.origin, createPoliteFetch());
    expect(refused.read).toMatchObject({ status: null, failure: expect.any(String) });
    expect(refused.allows(`${closed.origin}/`)).toBe(false);

    serve(() => undefined);
    const slow = await readRobots(host.origin, createPoliteFetch({ timeoutMs: 50 }));
    expect(slow.read.status).toBeNull();
    expect(slow.read.failure).toMatch(/no answer/);
    expect(slow.allows(at('/'))).toBe(false);
  });

  it('follows up to five redirects, to another host too, and reads the rules for its own origin', async () => {
    other.routes.set('/robots.txt', answer('User-agent: *\nDisallow: /shop'));
    host.routes.set('/r1', redirect('/r2', 302));
    host.routes.set('/r2', redirect('/r3', 307));
    host.routes.set('/r3', redirect('/r4', 308));
    host.routes.set('/r4', redirect(`${other.origin}/robots.txt`));
    serve(redirect('/r1'));
    const robots = await readRobots(host.origin, createPoliteFetch());
    expect(robots.read.status).toBe(200);
    expect(robots.read.url).toBe(at('/robots.txt'));
    expect(robots.allows(at('/shop/a'))).toBe(false);
    expect(robots.allows(`${other.origin}/shop/a`)).toBe(true);

    // A sixth hop is one too many: the file is treated as missing.
    host.routes.set('/r0', redirect('/r1'));
    serve(redirect('/r0'));
    const far = await readRobots(host.origin, createPoliteFetch());
    expect(far.read.status).toBe(301);
    expect(far.read.failure).toContain(`${other.origin}/robots.txt`);
    expect(far.allows(at('/shop/a'))).toBe(true);
  });

  it('allows everything after a redirect it may not or cannot follow', async () => {
    serve(redirect(`${other.origin}/robots.txt`));
    const refused = await readRobots(host.origin, createPoliteFetch(), {
      canRead: (url) => url.startsWith(host.origin),
    });
    expect(refused.allows(at('/shop'))).toBe(true);
    expect(other.hits.get('/robots.txt')).toBe(1);

    // A browser hides where a `redirect: 'manual'` answer goes.
    const hidden = await readRobots(
      'https://a.example',
      createPoliteFetch({ fetch: async () => new Response(null, { status: 302 }) }),
    );
    expect(hidden.read).toMatchObject({ status: 302, failure: expect.stringMatching(/another/) });
    expect(hidden.allows('https://a.example/x')).toBe(true);
    serve(redirect('ftp://files.example/robots.txt'));
    expect((await readRobots(host.origin, createPoliteFetch())).allows(at('/'))).toBe(true);
  });

  it('reads at most 500 KiB, leaving out a line cut in the middle, and keeps 64 KiB of text', async () => {
    const filler = `# ${'x'.repeat(98)}\n`;
    const head = `User-agent: *\n${filler.repeat(Math.floor(MAX_ROBOTS_BYTES / filler.length) - 1)}`;
    const room = MAX_ROBOTS_BYTES - Buffer.byteLength(head);
    // The cap falls inside a rule: read as far as the cap, it would disallow this path.
    const long = `/${'a'.repeat(room)}`;
    serve(answer(`${head}Disallow: ${long}\nDisallow: /late\n`));
    const robots = await readRobots(host.origin, createPoliteFetch());
    expect(robots.allows(at(long))).toBe(true);
    expect(robots.allows(at('/late'))).toBe(true);
    expect(robots.read.text).toHaveLength(MAX_ROBOTS_TEXT);

    serve(answer(`User-agent: *\nDisallow: /kept\nDisallow: /cu`));
    const small = await readRobots(host.origin, createPoliteFetch(), { maxBytes: 35 });
    expect(small.allows(at('/kept'))).toBe(false);
    expect(small.allows(at('/c'))).toBe(true);
  });

  it('keeps at most 50 sitemaps', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => `Sitemap: https://a.example/s${i}.xml`);
    serve(answer(lines.join('\n')));
    const robots = await readRobots(host.origin, createPoliteFetch());
    expect(robots.read.sitemaps).toHaveLength(50);
    expect(robots.read.sitemaps[49]).toBe('https://a.example/s49.xml');
  });

  it('never throws, and names only lines of the file as rules, whatever it holds (property)', async () => {
    const line = fc.oneof(
      fc.constantFrom('User-agent: *', 'User-agent: Googlebot', 'Allow: /', 'Disallow: /a*', '#'),
      fc.string({ maxLength: 30 }).map((s) => `Disallow: ${s}`),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 12 }), fc.webPath(), async (lines, path) => {
        const text = lines.join('\n');
        const fetch = async () => new Response(text);
        const robots = await readRobots('https://a.example', createPoliteFetch({ fetch }));
        const url = `https://a.example${path}`;
        const rule = robots.rule(url);
        expect(typeof robots.allows(url)).toBe('boolean');
        if (rule !== null) expect(text).toContain(rule);
      }),
      { numRuns: 200 },
    );
  });
});
