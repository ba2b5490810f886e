import { checkJsonLd, loadVocabulary } from '../../../lib/jsonld/index';
import type { Diagnostic, PageContext, Vocabulary } from '../../../lib/jsonld/index';

let vocabulary: Vocabulary | undefined;

/** Loads the vocabulary once for a test file. */
export async function vocab(): Promise<Vocabulary> {
  vocabulary ??= await loadVocabulary();
  return vocabulary;
}

/** Checks a JSON-LD object (as pretty text) with the vocabulary; returns the diagnostics. */
export async function check(value: unknown, context?: PageContext): Promise<Diagnostic[]> {
  const options = context ? { vocabulary: await vocab(), context } : { vocabulary: await vocab() };
  return checkJsonLd(typeof value === 'string' ? value : JSON.stringify(value, null, 2), options)
    .diagnostics;
}

/** The diagnostics of one rule (or rule prefix). */
export const having = (ds: Diagnostic[], rule: string): Diagnostic[] =>
  ds.filter((d) => d.rule === rule || d.rule.startsWith(`${rule}/`));

/** `rule path` strings, handy for exact expectations. */
export const summary = (ds: Diagnostic[]): string[] =>
  ds.map((d) => `${d.severity} ${d.rule} ${d.path}`);

/** A schema.org document around `body`. */
export const doc = (body: Record<string, unknown>): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  ...body,
});
