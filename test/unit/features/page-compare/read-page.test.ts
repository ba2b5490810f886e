// @vitest-environment happy-dom
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLivePage } from '../../../../lib/features/page-compare/live-page-schema';
import { LIVE_READ_LIMITS, readLivePage } from '../../../../lib/features/page-compare/read-page';
import type { LiveReadLimits } from '../../../../lib/features/page-compare/read-page';

/** Loads a whole HTML document into the test's page, the way a browser parses it. */
function load(html: string, url = 'https://bakery.example/fr/pain') {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  document.open();
  // The test parses a fixed page as the browser would; nothing here reaches the extension.
  // eslint-disable-next-line no-restricted-syntax
  document.write(html);
  document.close();
}

const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;

afterEach(() => load('<!doctype html><html><head></head><body></body></html>'));

describe('readLivePage', () => {
  it('reads JSON-LD, visible text and locale links of a published page', () => {
    load(`<!doctype html><html lang="fr-FR"><head><title>Pain au levain</title>
<link rel="canonical" href="/fr/pain">
<link rel="alternate" hreflang="en" href="https://bakery.example/bread">
<link rel="alternate" hreflang="x-default" href="/bread">
<meta property="og:image" content="/img/loaf.jpg">
${ld('{"@context":"https://schema.org","@type":"Product","name":"Pain au levain"}')}
<script type="application/ld+json; charset=utf-8">{"@type":"Organization"}</script>
<script>var notJsonLd = 1;</script>
</head><body><h1>Pain au levain</h1><p>4,50 €</p><p style="display:none">hidden</p></body></html>`);
    const read = readLivePage(LIVE_READ_LIMITS);
    expect(read.error).toBeUndefined();
    expect(read.url).toBe('https://bakery.example/fr/pain');
    expect(read.lang).toBe('fr-FR');
    expect(read.title).toBe('Pain au levain');
    expect(read.jsonLdBlocks).toEqual([
      '{"@context":"https://schema.org","@type":"Product","name":"Pain au levain"}',
      '{"@type":"Organization"}',
    ]);
    expect(read.jsonLdTotal).toBe(2);
    expect(read.visibleText).toContain('Pain au levain');
    expect(read.visibleText).toContain('4,50 €');
    expect(read.visibleText).not.toContain('notJsonLd');
    expect(read.visibleText).not.toContain('@context');
    expect(read.visibleText).not.toContain('hidden');
    expect(read.canonical).toBe('https://bakery.example/fr/pain');
    expect(read.hreflang).toEqual([
      { lang: 'en', href: 'https://bakery.example/bread' },
      { lang: 'x-default', href: 'https://bakery.example/bread' },
    ]);
    expect(read.ogImage).toBe('https://bakery.example/img/loaf.jpg');
    expect(parseLivePage(read)).toEqual(read);
  });

  it('caps the number and size of blocks and the visible text', () => {
    const huge = JSON.stringify({
      '@type': 'Thing',
      description: 'x'.repeat(LIVE_READ_LIMITS.maxBlockChars),
    });
    const many = Array.from({ length: 40 }, (_, i) => ld(`{"@type":"Thing","position":${i}}`));
    load(
      `<html><head>${ld(huge)}${many.join('')}</head><body><p>${'word '.repeat(60_000)}</p></body></html>`,
    );
    const read = readLivePage(LIVE_READ_LIMITS);
    expect(read.jsonLdTotal).toBe(41);
    expect(read.oversizeBlocks).toBe(1);
    expect(read.jsonLdBlocks).toHaveLength(LIVE_READ_LIMITS.maxBlocks);
    expect(read.jsonLdBlocks[0]).toBe('{"@type":"Thing","position":0}');
    expect(read.visibleText).toHaveLength(LIVE_READ_LIMITS.maxTextChars);
    expect(read.visibleTextTruncated).toBe(true);
    expect(parseLivePage(read)).toBeDefined();
  });

  it('returns hostile script content as inert text', () => {
    load(`<html><head>
${ld('{"name":"a <\\/script> <!-- b"}')}
${ld('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}')}
${ld('this is not JSON at all')}
${ld('')}
</head><body><p>ok</p></body></html>`);
    const read = readLivePage(LIVE_READ_LIMITS);
    expect(read.error).toBeUndefined();
    expect(read.jsonLdBlocks).toEqual([
      '{"name":"a <\\/script> <!-- b"}',
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
      'this is not JSON at all',
      '',
    ]);
    expect(parseLivePage(read)).toBeDefined();
  });

  it('keeps a raw </script> inside JSON as the browser splits it, without throwing', () => {
    load(`<html><head>${ld('{"name":"x</script><p>tail"}')}</head><body><p>body</p></body></html>`);
    const read = readLivePage(LIVE_READ_LIMITS);
    expect(read.error).toBeUndefined();
    expect(read.jsonLdBlocks).toEqual(['{"name":"x']);
    expect(parseLivePage(read)).toBeDefined();
  });

  it('reports a failure instead of throwing', () => {
    load('<html><body><p>x</p></body></html>');
    const read = readLivePage(undefined as unknown as LiveReadLimits);
    expect(read.error).toMatch(/TypeError/);
    expect(read.jsonLdBlocks).toEqual([]);
    expect(parseLivePage(read)).toBeDefined();
  });

  it('runs from its own source with only the page in scope, as executeScript runs it', () => {
    load(
      `<html lang="en"><head><title>T</title>${ld('{"@type":"Thing"}')}</head><body><p>Visible</p></body></html>`,
    );
    const source = `(${readLivePage.toString()})(${JSON.stringify(LIVE_READ_LIMITS)})`;
    const read: unknown = runInNewContext(source, { document, URL });
    const parsed = parseLivePage(JSON.parse(JSON.stringify(read)));
    expect(parsed).toMatchObject({ lang: 'en', title: 'T', jsonLdBlocks: ['{"@type":"Thing"}'] });
    expect(parsed?.visibleText).toContain('Visible');
  });
});

describe('readLivePage on arbitrary blocks', () => {
  it('returns schema-valid data for any script contents and attributes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string({ maxLength: 300 }),
            fc.constantFrom('application/ld+json', ' Application/LD+JSON ', 'text/plain', ''),
          ),
          { maxLength: 25 },
        ),
        fc.string({ maxLength: 200 }),
        (blocks, hreflang) => {
          load('<html><head></head><body><p>text</p></body></html>');
          for (const [text, type] of blocks) {
            const script = document.createElement('script');
            script.setAttribute('type', type);
            script.textContent = text;
            document.head.appendChild(script);
          }
          const link = document.createElement('link');
          link.setAttribute('rel', 'alternate');
          link.setAttribute('hreflang', hreflang);
          link.setAttribute('href', hreflang);
          document.head.appendChild(link);
          const read = readLivePage(LIVE_READ_LIMITS);
          expect(read.error).toBeUndefined();
          const ld = blocks.filter(
            ([, type]) => type.trim().toLowerCase() === 'application/ld+json',
          );
          expect(read.jsonLdTotal).toBe(ld.length);
          expect(read.jsonLdBlocks).toEqual(
            ld.slice(0, LIVE_READ_LIMITS.maxBlocks).map(([text]) => text),
          );
          expect(parseLivePage(JSON.parse(JSON.stringify(read)))).toBeDefined();
        },
      ),
      { numRuns: 50 },
    );
  });
});
