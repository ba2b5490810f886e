import { checkValue, termPage } from './vocab-values';
import { isKeyword, keyword, keywordKey, schemaName, valuesOf } from './walk';
import type { GraphNode, Walk } from './walk';
import type { Issue, Segment, Severity } from './types';
import type { Vocabulary } from './vocabulary';

/**
 * Checks types, properties and values of every node against the schema.org vocabulary. Terms a
 * `@context` object defines are skipped; when a `@context` names another vocabulary, unknown
 * terms are info (they may belong to it) instead of errors.
 */
export function checkVocabulary(w: Walk, vocab: Vocabulary, issues: Issue[]): void {
  const unknown: Severity = w.otherContext ? 'info' : 'error';
  for (const node of w.nodes) {
    checkTypes(node, vocab, unknown, issues);
    const types = node.types.filter((t) => vocab.isType(t));
    if (
      types.length === 0 &&
      keyword(node.value, '@type') === undefined &&
      node.via !== undefined
    ) {
      const ranges = vocab.property(node.via)?.ranges ?? [];
      const guess = ranges.filter((r) => !vocab.isDataType(r));
      if (ranges.length > 0 && guess.length === 0) continue;
      if (guess.length === 1) types.push(guess[0]!);
    }
    for (const [key, value] of Object.entries(node.value)) {
      if (isKeyword(key) || w.contextTerms.has(key)) continue;
      const name = schemaName(key);
      if (name === undefined) continue;
      const at = [...node.at, key];
      if (!vocab.isProperty(name)) {
        unknownTerm(name, 'property', at, 'key', unknown, vocab, issues);
        continue;
      }
      termStatus(name, 'property', at, 'key', vocab, issues);
      const roleOf = node.via === name && types.some((t) => vocab.isA(t, 'Role'));
      if (types.length > 0 && !roleOf && !vocab.appliesTo(name, types)) {
        const domains = vocab.property(name)!.domains;
        issues.push({
          severity: 'warning',
          rule: 'vocab/property-domain',
          docs: termPage(name),
          message: `"${name}" is not a property of ${types.join(' or ')}; schema.org defines it for ${listOf(domains)}.`,
          at,
          target: 'key',
        });
      }
      const ranges = vocab.property(name)!.ranges;
      for (const item of valuesOf(value, at))
        checkValue(name, ranges, item.value, item.at, vocab, issues);
    }
  }
}

function checkTypes(node: GraphNode, vocab: Vocabulary, unknown: Severity, issues: Issue[]): void {
  const key = keywordKey(node.value, '@type');
  if (key === undefined) return;
  const raw = node.value[key];
  const entries: [unknown, Segment[]][] = Array.isArray(raw)
    ? raw.map((t, i) => [t, [...node.at, key, i]])
    : [[raw, [...node.at, key]]];
  for (const [t, at] of entries) {
    if (typeof t !== 'string') continue;
    const name = schemaName(t);
    if (name === undefined) continue;
    if (!vocab.isType(name)) unknownTerm(name, 'type', at, 'value', unknown, vocab, issues);
    else termStatus(name, 'type', at, 'value', vocab, issues);
  }
}

function unknownTerm(
  name: string,
  kind: 'type' | 'property',
  at: Segment[],
  target: 'key' | 'value',
  severity: Severity,
  vocab: Vocabulary,
  issues: Issue[],
): void {
  const suggestion = vocab.suggest(name, kind);
  const issue: Issue = {
    severity,
    rule: kind === 'type' ? 'vocab/unknown-type' : 'vocab/unknown-property',
    docs: suggestion ? termPage(suggestion) : 'https://schema.org/docs/full.html',
    message:
      `schema.org has no ${kind} "${name}"` +
      (suggestion
        ? `. Did you mean "${suggestion}"?`
        : kind === 'type'
          ? '.'
          : '; search engines ignore it.'),
    at,
    target,
  };
  if (suggestion)
    issue.replacement = { title: `Replace with "${suggestion}"`, text: JSON.stringify(suggestion) };
  issues.push(issue);
}

function termStatus(
  name: string,
  kind: 'type' | 'property',
  at: Segment[],
  target: 'key' | 'value',
  vocab: Vocabulary,
  issues: Issue[],
): void {
  const replacement = vocab.supersededBy(name);
  if (replacement !== undefined) {
    issues.push({
      severity: 'warning',
      rule: 'vocab/superseded',
      docs: termPage(replacement),
      message: `The ${kind} "${name}" is superseded by "${replacement}".`,
      at,
      target,
      replacement: { title: `Replace with "${replacement}"`, text: JSON.stringify(replacement) },
    });
  }
  const status = vocab.status(name);
  if (status !== 'stable') {
    issues.push({
      severity: 'info',
      rule: status === 'pending' ? 'vocab/pending' : 'vocab/attic',
      docs: termPage(name),
      message:
        status === 'pending'
          ? `The ${kind} "${name}" is still pending at schema.org: it may change, and search engines may ignore it.`
          : `The ${kind} "${name}" is retired at schema.org.`,
      at,
      target,
    });
  }
}

/** `A`, `A or B`, `A, B, C or …` (at most four names). */
export function listOf(names: readonly string[]): string {
  const shown = names.length > 4 ? [...names.slice(0, 4), '…'] : [...names];
  return shown.length <= 1
    ? (shown[0] ?? '')
    : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
}
