import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { MAX_ALTERNATES_PER_URL } from '@/lib/features/live-site/indexing/sitemap-parse';
import {
  packAlternates,
  readSitemaps,
  unpackAlternates,
} from '@/lib/features/live-site/indexing/sitemap-reader';
import { answer, redirect, startHost, type LocalHost } from './local-host';

const XML = 'application/xml';
const urlset = (body: string, ns = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${ns}>${body}</urlset>`;
const index = (...locs: string[]) =>
  `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((l) => `<sitemap><loc>${l}</loc><lastmod>2026-01-01</lastmod></sitemap>`)
    .join('')}</sitemapindex>`;
const urls = (locs: string[]) => urlset(locs.map((l) => `<url><loc>${l}</loc></url>`).join(''));

/** A polite fetcher whose `fetch` answers `files` by URL (others 404), each body in `cut` pieces. */
function filesFetch(files: Record<string, string>, pieceBytes = 64 * 1024) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const text = files[url];
    if (text === undefined) return new Response('<h1>Not found</h1>', { status: 404 });
    const bytes = new TextEncoder().encode(text);
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(at, (at += pieceBytes)));
      },
    });
    return new Response(body, { headers: { 'content-type': XML } });
  };
  return { fetcher: createPoliteFetch({ fetch }), asked };
}

describe('readSitemaps', () => {
  let host: LocalHost;
  const at = (path: string) => `${host.origin}${path}`;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(() => host.close());

  it('reads /sitemap.xml: each <loc> as new URL writes it, hreflang alternates whatever their prefix', async () => {
    host.routes.set(
      '/sitemap.xml',
      answer(
        urlset(
          [
            `<url><loc> ${at('/fr/a?x=1&amp;y=2')}\n</loc><lastmod>2026-01-01</lastmod>`,
            `<xhtml:link rel="alternate" hreflang="fr" href="${at('/fr/a')}"/>`,
            `<xhtml:link rel="alternate" hreflang=" de " href=" HTTPS://WWW.Example.com/De/a "/>`,
            `<xhtml:link rel="canonical" href="${at('/x')}"/>`,
            `<other:link rel="alternate" hreflang="x-default" href="not a url"/></url>`,
            `<url><loc><![CDATA[${at('/b')}]]></loc></url>`,
            `<url><loc>/relative</loc></url><url><loc>mailto:a@b.example</loc></url><url></url>`,
            `<url><loc>${at('/b')}</loc><xhtml:link rel="alternate" hreflang="en" href="${at('/en/b')}"/></url>`,
          ].join(''),
        ),
        200,
        XML,
      ),
    );
    const read = await readSitemaps(host.origin, [], createPoliteFetch());
    expect(read.files).toEqual([
      { url: at('/sitemap.xml'), status: 200, kind: 'urlset', entries: 6, skipped: 3 },
    ]);
    expect([...read.entries]).toEqual([
      [
        at('/fr/a?x=1&y=2'),
        {
          file: 0,
          alternates: packAlternates([
            ['fr', at('/fr/a')],
            ['de', 'https://www.example.com/De/a'],
            ['x-default', 'not a url'],
          ]),
        },
      ],
      [at('/b'), { file: 0, alternates: null }],
    ]);
    expect(read.unread).toBe(0);
  });

  it('follows sitemap indexes two levels down, reads each file once, and counts what it leaves', async () => {
    const s = (name: string) => `https://s.example/${name}`;
    const { fetcher, asked } = filesFetch({
      [s('robots-1.xml')]: index(s('a.xml'), s('nested.xml'), s('a.xml'), 'not a url'),
      [s('robots-2.xml')]: urls([s('p/3'), s('p/1')]),
      [s('a.xml')]: urls([s('p/1'), s('p/2')]),
      [s('nested.xml')]: index(s('robots-1.xml'), s('deep.xml')),
      [s('deep.xml')]: index(s('deeper.xml')),
      [s('deeper.xml')]: urls([s('p/9')]),
    });
    const read = await readSitemaps(
      'https://s.example',
      [s('robots-1.xml'), s('robots-2.xml')],
      fetcher,
    );
    expect(read.files.map((f) => [f.url.slice(18), f.kind, f.entries, f.skipped])).toEqual([
      ['robots-1.xml', 'index', 4, 1],
      ['robots-2.xml', 'urlset', 2, undefined],
      ['a.xml', 'urlset', 2, undefined],
      ['nested.xml', 'index', 2, undefined],
      ['deep.xml', 'index', 1, undefined],
    ]);
    expect([...read.entries].map(([url, e]) => [url.slice(18), e.file])).toEqual([
      ['p/3', 1],
      ['p/1', 1],
      ['p/2', 2],
    ]);
    expect(read.unread).toBe(1);
    expect(asked).not.toContain(s('sitemap.xml'));
    expect(asked.filter((u) => u === s('robots-1.xml'))).toHaveLength(1);
  });

  it('says a file is unreadable: 404, an HTML page, not XML, off the checked host', async () => {
    host.routes.delete('/sitemap.xml');
    const missing = await readSitemaps(host.origin, [], createPoliteFetch());
    expect(missing.files).toEqual([
      {
        url: at('/sitemap.xml'),
        status: 404,
        kind: 'unreadable',
        entries: 0,
        failure: expect.stringContaining('404'),
      },
    ]);
    expect(missing.entries.size).toBe(0);

    host.routes.set(
      '/page.xml',
      answer('<!DOCTYPE html><html><body>Hi</body></html>', 200, 'text/html'),
    );
    host.routes.set('/text.xml', answer('just words'));
    const read = await readSitemaps(
      host.origin,
      [at('/page.xml'), at('/text.xml'), 'https://elsewhere.example/sitemap.xml'],
      createPoliteFetch(),
      { canRead: (url) => url.startsWith(host.origin) },
    );
    expect(read.files.map((f) => [f.status, f.kind, f.failure])).toEqual([
      [200, 'unreadable', 'not a sitemap: the root element is <html>'],
      [200, 'unreadable', 'not a sitemap: not XML'],
      [null, 'not-read', expect.stringContaining('elsewhere.example')],
    ]);
  });

  it('follows a redirect to the sitemap', async () => {
    host.routes.set('/sitemap.xml', redirect('/sitemaps/main.xml'));
    host.routes.set('/sitemaps/main.xml', answer(urls([at('/a')]), 200, XML));
    const read = await readSitemaps(host.origin, [], createPoliteFetch());
    expect(read.files).toEqual([
      { url: at('/sitemap.xml'), status: 200, kind: 'urlset', entries: 1 },
    ]);
    expect([...read.entries.keys()]).toEqual([at('/a')]);
  });

  it('cuts a file past its bytes or entries, and all files past the URLs held in all', async () => {
    const s = (name: string) => `https://s.example/${name}`;
    const list = (name: string, n: number) =>
      urls(Array.from({ length: n }, (_, i) => s(`${name}/${i}`)));
    const { fetcher } = filesFetch(
      {
        [s('index.xml')]: index(s('one.xml'), s('two.xml'), s('three.xml'), s('four.xml')),
        [s('one.xml')]: list('one', 30),
        [s('two.xml')]: list('two', 10),
        [s('three.xml')]: list('three', 10),
        [s('four.xml')]: list('four', 10),
      },
      7,
    );
    const read = await readSitemaps('https://s.example', [s('index.xml')], fetcher, {
      maxEntriesPerFile: 20,
      maxUrls: 25,
    });
    expect(read.files.map((f) => [f.url.slice(18), f.entries, f.cut])).toEqual([
      ['index.xml', 4, undefined],
      ['one.xml', 20, 'entries'],
      ['two.xml', 5, 'total'],
    ]);
    expect(read.entries.size).toBe(25);
    expect(read.unread).toBe(2);

    const bytes = await readSitemaps('https://s.example', [s('one.xml')], fetcher, {
      maxBytesPerFile: 1000,
    });
    expect(bytes.files[0]).toMatchObject({ kind: 'urlset', cut: 'bytes' });
    expect(bytes.entries.size).toBeGreaterThan(5);
    expect(bytes.entries.size).toBeLessThan(30);

    const files = await readSitemaps('https://s.example', [s('index.xml')], fetcher, {
      maxFiles: 2,
    });
    expect(files.files).toHaveLength(2);
    expect(files.unread).toBe(3);
  });

  it('ignores what follows the root element, and queues no more files than it may read', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `https://s.example/m${i}.xml`);
    const { fetcher, asked } = filesFetch({
      'https://s.example/sitemap.xml': `${urls(['https://s.example/a'])}<html><url><loc>https://s.example/b</loc></url></html>`,
      'https://s.example/index.xml': index(...many),
    });
    const one = await readSitemaps('https://s.example', [], fetcher);
    expect(one.files[0]).toMatchObject({ kind: 'urlset', entries: 1 });
    expect([...one.entries.keys()]).toEqual(['https://s.example/a']);
    const read = await readSitemaps('https://s.example', ['https://s.example/index.xml'], fetcher);
    expect(read.files).toHaveLength(100);
    expect(read.files[0]).toMatchObject({ kind: 'index', entries: 5000 });
    expect(read.unread).toBe(4901);
    expect(asked).toHaveLength(101);
  });

  it('holds at most 100 alternates of a <url>, and says so', async () => {
    const links = Array.from(
      { length: 150 },
      (_, i) => `<xhtml:link rel="alternate" hreflang="l${i}" href="https://s.example/${i}"/>`,
    ).join('');
    const { fetcher } = filesFetch({
      'https://s.example/sitemap.xml': urlset(`<url><loc>https://s.example/</loc>${links}</url>`),
    });
    const read = await readSitemaps('https://s.example', [], fetcher);
    expect(unpackAlternates(read.entries.get('https://s.example/')!.alternates!)).toHaveLength(
      MAX_ALTERNATES_PER_URL,
    );
    expect(read.files[0]!.cut).toBe('alternates');
  });

  it('reads the same whatever the size of the pieces the body comes in (property)', async () => {
    const text = urlset(
      Array.from(
        { length: 20 },
        (_, i) =>
          `<url><loc>https://s.example/é/${i}?a=1&amp;b=2</loc><xhtml:link rel="alternate" hreflang="fr" href="https://s.example/fr/${i}"/></url>`,
      ).join('\n'),
    );
    const files = { 'https://s.example/sitemap.xml': text };
    const whole = await readSitemaps('https://s.example', [], filesFetch(files).fetcher);
    expect(whole.entries.size).toBe(20);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 300 }), async (piece) => {
        const read = await readSitemaps('https://s.example', [], filesFetch(files, piece).fetcher);
        expect(read).toEqual(whole);
      }),
      { numRuns: 60 },
    );
  });

  it('reads 30,000 URLs with 3 alternates each (about 10 MB) well within a second or so', async () => {
    const locales = ['en', 'fr', 'de'];
    const entry = (i: number) =>
      `<url><loc>https://www.example.com/blog/posts/a-rather-long-article-slug-${i}</loc><lastmod>2026-01-01</lastmod>${locales
        .map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l}" href="https://www.example.com/${l}/blog/posts/a-rather-long-article-slug-${i}"/>`,
        )
        .join('')}</url>\n`;
    const text = urlset(Array.from({ length: 30_000 }, (_, i) => entry(i)).join(''));
    expect(text.length).toBeGreaterThan(10_000_000);
    const { fetcher } = filesFetch({ 'https://www.example.com/sitemap.xml': text });
    const started = performance.now();
    const read = await readSitemaps('https://www.example.com', [], fetcher);
    const took = performance.now() - started;
    expect(read.entries.size).toBe(30_000);
    expect(read.files[0]).toMatchObject({ kind: 'urlset', entries: 30_000 });
    expect(
      read.entries.get('https://www.example.com/blog/posts/a-rather-long-article-slug-7'),
    ).toEqual({
      file: 0,
      alternates: packAlternates(
        locales.map((l) => [
          l,
          `https://www.example.com/${l}/blog/posts/a-rather-long-article-slug-7`,
        ]),
      ),
    });
    expect(took).toBeLessThan(3000);
  });
});
