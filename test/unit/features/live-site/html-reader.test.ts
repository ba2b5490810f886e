import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_ROBOTS_METAS,
  MAX_TEXT_CHARS,
  readPageFacts,
} from '@/lib/features/live-site/html-reader';
import { markupOf, pageHtml, urlOf } from './fixtures';

/** A body stream that delivers `bytes` in pieces cut at `cuts`. */
function streamOf(bytes: Uint8Array, cuts: number[] = []): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const p of [...points, bytes.length]) {
    pieces.push(bytes.subarray(at, p));
    at = p;
  }
  return new ReadableStream({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
}

const encode = (html: string) => new TextEncoder().encode(html);
const url = urlOf('about', 'fr1');

describe('readPageFacts', () => {
  const html = pageHtml('about', 'fr1', {
    blocks: [
      markupOf('about', 'fr1'),
      { raw: '{"@type": "Thing", "name": "A &amp; B </p> é"}' },
      { raw: '{ not json' },
    ],
    body: '<meta property="og:title" content="Über &amp; uns"><p>x</p><script type="application/ld+json">{"@type":"Organization","name":"Über"}</script>',
  });

  it('collects lang, canonical, alternates and every JSON-LD block, head and body', async () => {
    const facts = await readPageFacts(streamOf(encode(html)), url);
    expect(facts.lang).toBe('fr');
    expect(facts.canonicals).toEqual([url]);
    expect(facts.alternates.map((a) => a.hreflang)).toEqual(['en', 'fr', 'de', 'x-default']);
    expect(facts.alternates[1]!.href).toBe(url);
    expect(facts.blocks).toEqual([
      markupOf('about', 'fr1'),
      // Script text is not entity-decoded, as a browser would not decode it either.
      { '@type': 'Thing', name: 'A &amp; B </p> é' },
      { '@type': 'Organization', name: 'Über' },
    ]);
    expect(facts.broken).toBe(1);
    expect(facts.og.title).toBe('Über & uns');
    expect(facts.truncated).toBe(false);
    expect(facts.bytes).toBe(encode(html).length);
  });

  it('finds the same facts wherever the chunks are cut, inside UTF-8 characters too (property)', async () => {
    const bytes = encode(html);
    const whole = await readPageFacts(streamOf(bytes), url);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(bytes.length), { maxLength: 40 }), async (cuts) => {
        expect(await readPageFacts(streamOf(bytes, cuts), url)).toEqual(whole);
      }),
      { numRuns: 200 },
    );
  });

  it('resolves relative hrefs against the page and decodes entities in attributes', async () => {
    const page =
      '<html lang="de"><head><link rel="Alternate" hreflang="fr" href="/fr/a?x=1&amp;y=2"><link rel="canonical stylesheet" href="../b"></head></html>';
    const facts = await readPageFacts(streamOf(encode(page)), 'https://s.example/de/a');
    expect(facts.alternates).toEqual([{ hreflang: 'fr', href: 'https://s.example/fr/a?x=1&y=2' }]);
    expect(facts.canonicals).toEqual(['https://s.example/b']);
  });

  it('leaves out blocks in a <template> or <noscript>: not part of the page a browser shows', async () => {
    const block = (name: string) =>
      `<script type="application/ld+json">{"@type":"Thing","name":"${name}"}</script>`;
    const page = `<head><noscript>${block('n')}</noscript>${block('a')}</head><body><template><div>${block('t')}</div></template>${block('b')}</body>`;
    const facts = await readPageFacts(streamOf(encode(page)), url);
    expect(facts.blocks).toEqual([
      { '@type': 'Thing', name: 'a' },
      { '@type': 'Thing', name: 'b' },
    ]);
    expect(facts.scripts.total).toBe(2);
  });

  it('stops at the byte cap, cancels the body and says the page was truncated', async () => {
    const bytes = encode(html);
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes);
      },
      cancel() {
        cancelled = true;
      },
    });
    const facts = await readPageFacts(body, url, bytes.length * 3 + 10);
    expect(facts.truncated).toBe(true);
    expect(facts.bytes).toBe(bytes.length * 3 + 10);
    expect(cancelled).toBe(true);
    expect(facts.blocks.length).toBeGreaterThanOrEqual(9);
  });

  it('reads the first Open Graph title, description and image, the image resolved', async () => {
    const page = [
      '<head><title>Rye &amp; spelt | Acme</title>',
      '<meta name="description" content="Our rye">',
      '<meta property=" OG:Title " content="Rye &amp; spelt">',
      '<meta name="og:description" content="Baked daily">',
      '<meta property="og:image" content=" /images/rye.jpg?w=1200 ">',
      '<meta property="og:title" content="Second title">',
      '<meta property="og:image" content="https://cdn.example/other.jpg">',
      '<meta property="og:image:width" content="1200">',
      '</head>',
    ].join('');
    const facts = await readPageFacts(streamOf(encode(page)), 'https://s.example/bread/rye');
    expect(facts.title).toBe('Rye & spelt | Acme');
    expect(facts.description).toBe('Our rye');
    expect(facts.og).toEqual({
      title: 'Rye & spelt',
      description: 'Baked daily',
      image: 'https://s.example/images/rye.jpg?w=1200',
    });
  });

  it('answers null Open Graph values a page does not give, and keeps a blank image blank', async () => {
    const none = await readPageFacts(streamOf(encode(pageHtml('about', null))), url);
    expect(none.og).toEqual({ title: null, description: null, image: null });
    const blank = await readPageFacts(
      streamOf(encode('<meta property="og:image" content="  "><meta property="og:title">')),
      url,
    );
    expect(blank.og).toEqual({ title: '', description: null, image: '  ' });
  });

  it('cuts each Open Graph value to MAX_TEXT_CHARS', async () => {
    const long = 'x'.repeat(MAX_TEXT_CHARS + 500);
    const page = `<meta property="og:title" content="${long}"><meta property="og:description" content="${long}">`;
    const facts = await readPageFacts(streamOf(encode(page)), url);
    expect(facts.og.title).toHaveLength(MAX_TEXT_CHARS);
    expect(facts.og.description).toHaveLength(MAX_TEXT_CHARS);
  });

  it('answers empty facts for a page without a body', async () => {
    const facts = await readPageFacts(null, url);
    expect(facts).toMatchObject({ lang: null, canonicals: [], alternates: [], blocks: [] });
  });
});

describe('readPageFacts: robots metas', () => {
  const read = (html: string) => readPageFacts(new Response(html).body, 'https://s.example/a');

  it('collects robots and googlebot metas in page order, names in any case, head or body', async () => {
    const facts = await read(
      [
        '<head><meta name=" ROBOTS " content="noindex, nofollow">',
        '<meta name="bingbot" content="noindex"><meta name="GoogleBot" content="nosnippet"></head>',
        '<body><meta name="robots" content="max-snippet:0 &amp; more"><meta name="robots"></body>',
      ].join(''),
    );
    expect(facts.robots).toEqual([
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'googlebot', content: 'nosnippet' },
      { name: 'robots', content: 'max-snippet:0 & more' },
      { name: 'robots', content: '' },
    ]);
  });

  it('holds the first MAX_ROBOTS_METAS (8) of thousands', async () => {
    const page = Array.from({ length: 5000 }, (_, i) => `<meta name=robots content=r${i}>`).join(
      '',
    );
    const facts = await read(page);
    expect(facts.robots.map((m) => m.content)).toEqual(
      Array.from({ length: MAX_ROBOTS_METAS }, (_, i) => `r${i}`),
    );
  });
});
