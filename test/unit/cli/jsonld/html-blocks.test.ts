import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPage } from '@/lib/cli/jsonld/html-blocks';
import { createFactsCollector } from '@/lib/features/live-site/html-reader';

/** What the extension's live check takes from `html`: the blocks that parse, and the others. */
function liveCheck(html: string) {
  const collector = createFactsCollector('https://example.com/');
  collector.write(html);
  const facts = collector.end();
  return { blocks: facts.blocks, broken: facts.broken, total: facts.scripts.total };
}

/** The same, from what `npm run jsonld -- check` reads of `html`. */
function cli(html: string) {
  const parsed: unknown[] = [];
  let broken = 0;
  const { blocks } = readPage(html);
  for (const block of blocks) {
    try {
      parsed.push(JSON.parse(block.text) as unknown);
    } catch {
      broken++;
    }
  }
  return { blocks: parsed, broken, total: blocks.length };
}

const ld = (json: string, open = '<script type="application/ld+json">', close = '</script>') =>
  `${open}${json}${close}`;
const A = '{"@type":"Thing","name":"A"}';
const B = '{"@type":"Thing","name":"B"}';

// Each case: a page, and the names of the blocks both readers must find in it, in order.
const CASES: [string, string, string[]][] = [
  [
    'a closing tag in capitals, with spaces',
    `<p>${ld(A, undefined, '</SCRIPT >')}${ld(B)}`,
    ['A', 'B'],
  ],
  [
    'a closing tag across a line break',
    `${ld(A, undefined, '</script\n>')}<p>x</p>${ld(B)}`,
    ['A', 'B'],
  ],
  [
    '"</scriptx>" and "</p>" in a string',
    ld('{"@type":"Thing","name":"</scriptx></p>"}'),
    ['</scriptx></p>'],
  ],
  [
    'the type in capitals with a parameter',
    ld(A, '<SCRIPT Type="Application/LD+JSON; charset=utf-8">'),
    ['A'],
  ],
  [
    'the type unquoted, or with an entity',
    ld(A, '<script type=application/ld+json>') + ld(B, '<script type="application/ld&#43;json">'),
    ['A', 'B'],
  ],
  [
    'only the first of two types',
    ld(A, '<script type="text/javascript" type="application/ld+json">') + ld(B),
    ['B'],
  ],
  [
    'entities in the text, not decoded',
    ld('{"@type":"Thing","name":"A &amp; B &lt;3"}'),
    ['A &amp; B &lt;3'],
  ],
  ['a block in a <template>, left out', `<template><div>${ld(A)}</div></template>${ld(B)}`, ['B']],
  [
    'a block in a <noscript>, left out',
    `<head><noscript>${ld(A)}</noscript></head><body>${ld(B)}`,
    ['B'],
  ],
  ['a block in a comment, left out', `<!-- ${ld(A)} -->${ld(B)}`, ['B']],
  [
    'script tags in a <textarea> or <title>, not blocks',
    `<title>${ld(A)}</title><textarea>${ld(A)}</textarea>${ld(B)}`,
    ['B'],
  ],
  ['a self-closing opening tag', ld(A, '<script type="application/ld+json"/>'), ['A']],
  ['a block left open at the end', `<p>${ld(B)}${ld(A, undefined, '')}`, ['B', 'A']],
];

describe('the CLI reads the JSON-LD blocks of a page as the live check does', () => {
  it.each(CASES)('%s', (_, html, names) => {
    const read = cli(html);
    expect(read).toEqual(liveCheck(html));
    expect(read.blocks.map((b) => (b as { name: string }).name)).toEqual(names);
  });

  it('finds the same blocks in any page made of these pieces (property)', () => {
    const piece = fc.constantFrom(
      '<script type="application/ld+json">',
      '<script>',
      '</script>',
      '</SCRIPT >',
      A,
      '{ not json',
      '&amp;',
      '<p>',
      '</p>',
      '<div>',
      '</div>',
      '<template>',
      '</template>',
      '<noscript>',
      '</noscript>',
      '<!--',
      '-->',
      '<title>',
      '</title>',
      '<textarea>',
      '<style>',
      '</style>',
      '<head>',
      '<body>',
      ' ',
      '\n',
      'text',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const html = pieces.join('');
        expect(cli(html)).toEqual(liveCheck(html));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps each block as written in the page, with the line of its <script> tag', () => {
    const html = `<!doctype html>\r\n<html>\n<head>\n  ${ld(`\n  ${A}\n`)}\n</head>\n<body>\n<p>x</p><script\ntype="application/ld+json">${B}</script>\n`;
    const { blocks, loneScript } = readPage(html);
    expect(loneScript).toBe(false);
    expect(blocks.map((b) => b.line)).toEqual([4, 9]);
    expect(blocks.map((b) => b.index)).toEqual([1, 2]);
    for (const b of blocks) expect(html.slice(b.offset, b.offset + b.text.length)).toBe(b.text);
    expect(blocks.map((b) => b.text.trim())).toEqual([A, B]);
  });

  it('tells a lone script tag (the service’s form) from a page', () => {
    const lone = (html: string) => readPage(html).loneScript;
    expect(lone(`  ${ld(A)}\n`)).toBe(true);
    expect(lone(`<!-- saved -->\n${ld(A, '<script type="text/javascript">')}`)).toBe(true);
    expect(lone(`<!doctype html>${ld(A)}`)).toBe(true);
    expect(lone(`${ld(A)} and text`)).toBe(false);
    expect(lone(`${ld(A)}${ld(B)}`)).toBe(false);
    expect(lone(`<html>${ld(A)}</html>`)).toBe(false);
    expect(lone(`<template></template>${ld(A)}`)).toBe(false);
  });
});
