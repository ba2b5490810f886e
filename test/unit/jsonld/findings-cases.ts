import { fileURLToPath } from 'node:url';
import { catalogue } from '../../../bench/jsonld-catalogue';
import type { CheckOptions, CheckResult, PageContext } from '../../../lib/jsonld/index';
import { exampleBlocks } from './examples';

/** The snapshot of findings taken before the checker's fast path (see `write-findings-snapshot.ts`). */
export const SNAPSHOT_FILE = fileURLToPath(
  new URL('./fixtures/findings-before.json.gz', import.meta.url),
);

/** One input of the findings snapshot: what is checked and how. */
export interface FindingsCase {
  id: string;
  input: unknown;
  /** Check with the vocabulary (true) and this page context (when given). */
  vocabulary: boolean;
  context?: PageContext;
}

const SCRIPT_OPEN = '<script type="application/ld+json">';
/** A context whose URLs the official examples use, so the locale checks find something. */
const EXAMPLE_CONTEXT: PageContext = {
  locale: 'fr-FR',
  url: 'https://example.com/page',
  alternates: { en: 'http://www.example.com/', de: 'http://example.com/de' },
  otherPageUrls: ['https://www.example.com/', 'http://www.example.com/about'],
};

const deep = (levels: number): string =>
  `{"@context":"https://schema.org","@type":"Thing","about":${'['.repeat(levels)}1${']'.repeat(levels)}}`;

/** Inputs that exercise parsing, key escapes, duplicate keys and paths the examples do not. */
const EDGE_TEXTS: Record<string, string> = {
  duplicate:
    '{"@context":"https://schema.org","@type":"Product","name":"a","name":"b","offers":{"@type":"Offer","price":1,"price":2}}',
  'duplicate-nested-first-wins':
    '{"@context":"https://schema.org","@type":"Product","offers":{"@type":"Ofer"},"offers":{"@type":"Offerr","prise":1}}',
  stripped:
    '{"@context":"https://schema.org","@type":"Thing","__proto__":{"a":1},"constructor":"x","prototype":[1]}',
  escapes:
    '{"@context":"https://schema.org","@type":"Pr\\u006fduct","n\\u0061me":"x","pr\\u0069se":1,"off\\"ers":2,"\\ud83d\\ude00":3,"a\\/b":"c","\\\\":1}',
  'integer-keys':
    '{"@context":"https://schema.org","@type":"Product","2":"x","1":"y","10":{"@type":"Thing"},"-1":1,"01":2}',
  'odd-keys':
    '{"@context":"https://schema.org","@type":"Event","":1,"a.b":2,"a\'b":3,"a b":4,"ünï":5}',
  crlf: '{\r\n  "@context": "https://schema.org",\r\n  "@type": "Product",\r\n  "nmae": "x",\r\n\t"offers": [ { "@type": "Offer" } , "text" ]\r\n}\r\n',
  unicode:
    '{"@context":"https://schema.org","@type":"Recipe","name":"😀 émoji 𝄞","author":{"@type":"Persn","naem":"Zoë"},"recipeIngredient":["𝄞",1,true,null]}',
  'top-array':
    '[{"@context":"https://schema.org","@type":"Product","name":"a"},{"@type":"Offer"},3,"x",null,[{"@context":"https://schema.org"}]]',
  'graph-object':
    '{"@context":"https://schema.org","@graph":{"@type":"Product","offers":{"@list":[{"@type":"Offer"},{"@set":[{"@type":"Offer","price":"1"}]}]}}}',
  structure:
    '{"@context":"http://example.org","@graph":[{"@type":["Product",3],"@id":5,"isRelatedTo":{"@id":"#nowhere"},"isSimilarTo":{"@id":"_:b0"},"brand":{"id":7}},{"type":"Thing","id":"#a","name":{"@value":"x"}},{"@type":[]}]}',
  'no-context':
    '{"@type":"Product","name":"x","offers":{"price":"abc","priceCurrency":true,"availability":"InStok"}}',
  numbers:
    '{"@context":"https://schema.org","@type":"Product","weight":1e400,"height":-0,"width":1.5E-3,"depth":[0,-1,2.25]}',
  whitespace:
    ' \n\t {\n\n "@context" :\t"https://schema.org" ,\n "@type"\n:\n"Product" , "offers" : [ ] , "review" : { } }\n\n ',
  'depth-40': deep(40),
  'depth-300': deep(300),
  'trailing-comma': '{"@context":"https://schema.org","@type":"Product",}',
  comment: '{"@context":"https://schema.org", /* c */ "@type":"Product"}',
  'single-quotes': "{'@context':'https://schema.org'}",
  bom: '\ufeff{"@context":"https://schema.org","@type":"Product"}',
  nbsp: '{"@context":"https://schema.org",\u00a0"@type":"Product"}',
  'control-char': '{"@context":"https://schema.org","@type":"Pro\u0001duct"}',
  'leading-zero': '{"@context":"https://schema.org","position":01}',
  truncated: '{"@context":"https://schema.org","@type":"Product","name":"x',
  'text-after': '{"@context":"https://schema.org"} {}',
  scalar: '42',
  'string-top': '"just text"',
  empty: '  \n ',
  html: '<div>hi</div>',
  'script-wrong-type': '<script type="text/javascript">{}</script>',
  'script-unclosed': '<script type="application/ld+json">{}',
  'script-extra': '<script type="application/ld+json">{}</script><p>x</p>',
  'script-comment':
    '<!-- a --> <script type="application/ld+json">\n{"@context":"https://schema.org","@type":"Prodct"}\n</script>\n',
};

/** Every case of the snapshot: the official examples in three forms, edge cases, the bench document. */
export function findingsCases(): FindingsCase[] {
  const cases: FindingsCase[] = [];
  for (const [i, { id, text }] of exampleBlocks().entries()) {
    const block = { id: `${i} ${id}`, text };
    cases.push({ id: `${block.id} text`, input: block.text, vocabulary: true });
    cases.push({
      id: `${block.id} text+context`,
      input: block.text,
      vocabulary: true,
      context: EXAMPLE_CONTEXT,
    });
    cases.push({ id: `${block.id} bare`, input: block.text, vocabulary: false });
    cases.push({
      id: `${block.id} script`,
      input: `${SCRIPT_OPEN}\n${block.text}\n</script>`,
      vocabulary: true,
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(block.text);
    } catch {
      continue;
    }
    cases.push({
      id: `${block.id} object`,
      input: parsed,
      vocabulary: true,
      context: EXAMPLE_CONTEXT,
    });
  }
  for (const [id, text] of Object.entries(EDGE_TEXTS)) {
    cases.push({ id: `edge ${id}`, input: text, vocabulary: true, context: EXAMPLE_CONTEXT });
    cases.push({ id: `edge ${id} bare`, input: text, vocabulary: false });
  }
  const cyclic: Record<string, unknown> = { '@context': 'https://schema.org' };
  cyclic.self = cyclic;
  cases.push({ id: 'edge cyclic object', input: cyclic, vocabulary: true });
  cases.push({
    id: 'edge object with undefined',
    input: { '@context': 'https://schema.org', '@type': 'Product', name: undefined, f: () => 1 },
    vocabulary: true,
  });
  const bench = catalogue();
  const benchContext = { locale: 'fr-FR', url: 'https://e.fr/catalogue' };
  cases.push({ id: 'bench catalogue', input: bench, vocabulary: true, context: benchContext });
  cases.push({
    id: 'bench catalogue pretty',
    input: JSON.stringify(JSON.parse(bench), null, 2),
    vocabulary: true,
    context: benchContext,
  });
  cases.push({ id: 'bench catalogue object', input: JSON.parse(bench), vocabulary: true });
  return cases;
}

/** The options a case is checked with. */
export const optionsOf = (
  c: FindingsCase,
  vocabulary: CheckOptions['vocabulary'],
): CheckOptions => ({
  ...(c.vocabulary ? { vocabulary } : {}),
  ...(c.context ? { context: c.context } : {}),
});

/** What the snapshot keeps of a result: the form, whether a value was parsed, all findings. */
export function snapshotOf(result: CheckResult): unknown {
  return {
    form: result.form,
    parsed: result.value !== undefined,
    textLength: result.text.length,
    diagnostics: result.diagnostics,
    richResults: result.richResults,
  };
}
