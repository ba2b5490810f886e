import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { checkJsonLd, loadAdobeValidator, loadVocabulary, measure } from '../lib/jsonld';
import { VOCAB_OUTPUT } from '../scripts/vocab/shared-data';
import type { Benchmark, Figure } from './figure';
import { bytes, catalogue } from './jsonld-catalogue';

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
  const templateMs = await time(
    () =>
      checkJsonLd(text, {
        vocabulary,
        context: { locale: 'fr-FR', url: 'https://e.fr/catalogue' },
        template: { collection: 'Products', itemCount: 342 },
      }),
    40,
  );
  const { checkWithAdobeValidator } = await loadAdobeValidator();
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
      name: 'jsonld.check-60kb-template.median',
      label: `the same as a collection template's markup (template/ rules on)`,
      value: Math.round(templateMs * 100) / 100,
      unit: 'ms',
      goal: '<= 10 ms',
      pass: templateMs <= 10,
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
