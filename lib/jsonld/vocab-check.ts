import { t } from '../i18n/t';
import { orChain, orList } from './or-list';
import { checkValue, termPage } from './vocab-values';
import { eachValue, isKeyword, keyword, keywordKey, schemaName } from './walk';
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
    const types = node.types.filter((type) => vocab.isType(type));
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
          message: t('jsonld_property_domain', name, orChain(types), orList(domains, 4)),
          at,
          target: 'key',
        });
      }
      const ranges = vocab.property(name)!.ranges;
      eachValue(value, at, (item, base, index) =>
        checkValue(name, ranges, item, index < 0 ? base : { base, index }, vocab, issues),
      );
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

function unknownMessage(
  kind: 'type' | 'property',
  name: string,
  suggestion: string | undefined,
): string {
  if (kind === 'type') {
    return suggestion
      ? t('jsonld_unknown_type_suggest', name, suggestion)
      : t('jsonld_unknown_type', name);
  }
  return suggestion
    ? t('jsonld_unknown_property_suggest', name, suggestion)
    : t('jsonld_unknown_property', name);
}

const STATUS_MESSAGES = {
  type: {
    pending: (name: string) => t('jsonld_pending_type', name),
    attic: (name: string) => t('jsonld_attic_type', name),
  },
  property: {
    pending: (name: string) => t('jsonld_pending_property', name),
    attic: (name: string) => t('jsonld_attic_property', name),
  },
} as const;

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
    message: unknownMessage(kind, name, suggestion),
    at,
    target,
  };
  if (suggestion)
    issue.replacement = {
      title: t('jsonld_fix_replace', suggestion),
      text: JSON.stringify(suggestion),
    };
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
      message:
        kind === 'type'
          ? t('jsonld_superseded_type', name, replacement)
          : t('jsonld_superseded_property', name, replacement),
      at,
      target,
      replacement: {
        title: t('jsonld_fix_replace', replacement),
        text: JSON.stringify(replacement),
      },
    });
  }
  const status = vocab.status(name);
  if (status !== 'stable') {
    issues.push({
      severity: 'info',
      rule: status === 'pending' ? 'vocab/pending' : 'vocab/attic',
      docs: termPage(name),
      message: STATUS_MESSAGES[kind][status](name),
      at,
      target,
    });
  }
}
