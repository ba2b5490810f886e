import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { checkWithAdobeValidator } from '../lib/jsonld/adobe';
import { checkJsonLd, JSONLD_LIMITS, loadVocabulary } from '../lib/jsonld/index';
import { measure } from '../lib/jsonld/limits';
import { VOCAB_OUTPUT } from '../scripts/vocab/shared-data';
import type { Benchmark, Figure } from './figure';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** A product catalogue page at the service's limits: about 60 KB and exactly 5,000 values. */
function catalogue(): string {
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'WebPage',
      '@id': '#page',
      name: 'Catalogue',
      inLanguage: 'fr-FR',
      mainEntity: { '@id': '#list' },
    },
  ];
  const list = { '@type': 'ItemList', '@id': '#list', itemListElement: [] as unknown[] };
  graph.push(list);
  const doc = { '@context': 'https://schema.org', '@graph': graph };
  for (let i = 0; ; i++) {
    const product = {
      '@type': 'Product',
      '@id': `#p${i}`,
      name: `Produit ${i}`,
      sku: `S${i}`,
      image: `https://e.fr/${i}.jpg`,
      keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      offers: {
        '@type': 'Offer',
        price: i,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: i + 1 },
    };
    graph.push(product);
    list.itemListElement.push({ '@type': 'ListItem', position: i + 1, item: { '@id': `#p${i}` } });
    if (bytes(JSON.stringify(doc)) > JSONLD_LIMITS.maxBytes - 5000) break;
  }
  graph[0]!.description = '';
  const missing = JSONLD_LIMITS.maxNodes - measure(doc, []).nodes - 1;
  graph[0]!.keywords = Array.from({ length: missing }, () => 'k');
  graph[0]!.description = 'x'.repeat(JSONLD_LIMITS.maxBytes - 100 - bytes(JSON.stringify(doc)));
  return JSON.stringify(doc);
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function time(fn: () => unknown, runs: number, warmup = 5): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** Checking a 60 KB / 5,000-node document, and the size of the compact vocabulary. */
const bench: Benchmark = async () => {
  const loadStart = performance.now();
  const vocabulary = await loadVocabulary();
  const loadMs = performance.now() - loadStart;
  const text = catalogue();
  const nodes = measure(JSON.parse(text), []).nodes;
  const result = checkJsonLd(text, {
    vocabulary,
    context: { locale: 'fr-FR', url: 'https://e.fr/catalogue' },
  });
  if (
    result.diagnostics.some((d) => d.rule.startsWith('limits/') || d.rule.startsWith('syntax/'))
  ) {
    throw new Error('The generated document should be within the limits and valid JSON.');
  }
  const checkMs = await time(
    () =>
      checkJsonLd(text, {
        vocabulary,
        context: { locale: 'fr-FR', url: 'https://e.fr/catalogue' },
      }),
    40,
  );
  const adobeMs = await time(() => checkWithAdobeValidator(text), 10, 2);
  const vocabText = await readFile(VOCAB_OUTPUT);
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  const label = `${kb(bytes(text))} KB, ${nodes} values`;
  const figures: Figure[] = [
    {
      name: 'jsonld.check-60kb.median',
      label: `check a ${label} document (median of 40, vocabulary loaded)`,
      value: Math.round(checkMs * 100) / 100,
      unit: 'ms',
      goal: '<= 10 ms',
      pass: checkMs <= 10,
    },
    {
      name: 'jsonld.vocab.gzip',
      label: 'compact schema.org vocabulary, gzipped',
      value: kb(gzipSync(vocabText).length),
      unit: 'KB',
    },
    {
      name: 'jsonld.vocab.raw',
      label: 'compact schema.org vocabulary, raw',
      value: kb(vocabText.length),
      unit: 'KB',
    },
    {
      name: 'jsonld.vocab.load',
      label: 'first loadVocabulary() (import + index)',
      value: Math.round(loadMs * 10) / 10,
      unit: 'ms',
    },
    {
      name: 'jsonld.adobe-60kb.median',
      label: `@adobe/structured-data-validator on the same document (median of 10)`,
      value: Math.round(adobeMs * 100) / 100,
      unit: 'ms',
    },
  ];
  return figures;
};

export default bench;
