import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readPageFacts } from '@/lib/features/live-site/html-reader';
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
    body: '<p>x</p><script type="application/ld+json">{"@type":"Organization","name":"Über"}</script>',
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

  it('answers empty facts for a page without a body', async () => {
    const facts = await readPageFacts(null, url);
    expect(facts).toMatchObject({ lang: null, canonicals: [], alternates: [], blocks: [] });
  });
});
