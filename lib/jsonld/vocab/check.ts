import { t } from '../text/text';
import { hasBinding } from '../cms/binding';
import { orChain, orList } from '../text/or-list';
import { checkValue, termPage } from './values';
import type { ValuePath } from './values';
import { isKeyword, isObject, keyword, keywordKey, schemaName } from '../source/walk';
import type { GraphNode, Walk } from '../source/walk';
import type { Issue, Segment, Severity } from '../types';
import type { Vocabulary } from './vocabulary';
import { GOOGLE_SPELLINGS, isActionAnnotation } from './spellings';

/**
 * Checks types, properties and values of every node against the schema.org vocabulary. Terms a
 * `@context` object defines are skipped; when a `@context` names another vocabulary, unknown
 * terms are info (they may belong to it) instead of errors.
 */
export function checkVocabulary(w: Walk, vocab: Vocabulary, issues: Issue[]): void {
  const unknown: Severity = w.otherContext ? 'info' : 'error';
  const path: ValuePath = { base: [], tail: [], size: 0 };
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
    for (const key in node.value) {
      if (!Object.hasOwn(node.value, key) || isKeyword(key) || w.contextTerms.has(key)) continue;
      let name = schemaName(key);
      if (name === undefined || isActionAnnotation(name, vocab)) continue;
      const spelled = GOOGLE_SPELLINGS.get(name);
      if (spelled !== undefined) {
        caseVariant(name, spelled, [...node.at, key], issues);
        name = spelled;
      }
      if (!vocab.isProperty(name)) {
        unknownTerm(name, 'property', [...node.at, key], 'key', unknown, vocab, issues);
        continue;
      }
      if (hasNote(name, vocab))
        termStatus(name, 'property', [...node.at, key], 'key', vocab, issues);
      const roleOf = node.via === name && types.some((t) => vocab.isA(t, 'Role'));
      if (types.length > 0 && !roleOf && !vocab.appliesTo(name, types)) {
        const domains = vocab.property(name)!.domains;
        issues.push({
          severity: 'warning',
          rule: 'vocab/property-domain',
          docs: termPage(name),
          message: t('jsonld_property_domain', name, orChain(types), orList(domains, 4)),
          at: [...node.at, key],
          target: 'key',
        });
      }
      path.base = node.at;
      path.tail[0] = key;
      path.size = 1;
      checkValues(name, vocab.property(name)!.ranges, node.value[key], path, vocab, issues);
    }
  }
}

/** Checks a property's values as {@link valuesOf} lists them, extending `path` as it goes down. */
function checkValues(
  property: string,
  ranges: readonly string[],
  value: unknown,
  path: ValuePath,
  vocab: Vocabulary,
  issues: Issue[],
): void {
  if (isObject(value)) {
    const list = Array.isArray(value['@list'])
      ? '@list'
      : Array.isArray(value['@set'])
        ? '@set'
        : '';
    if (list) {
      path.tail[path.size++] = list;
      checkValues(property, ranges, value[list], path, vocab, issues);
      path.size--;
      return;
    }
  }
  if (!Array.isArray(value)) return checkValue(property, ranges, value, path, vocab, issues);
  for (let i = 0; i < value.length; i++) {
    path.tail[path.size++] = i;
    checkValues(property, ranges, value[i], path, vocab, issues);
    path.size--;
  }
}

/** Whether a term is superseded, pending or retired (then {@link termStatus} has something to say). */
const hasNote = (name: string, vocab: Vocabulary): boolean =>
  vocab.supersededBy(name) !== undefined || vocab.status(name) !== 'stable';

function checkTypes(node: GraphNode, vocab: Vocabulary, unknown: Severity, issues: Issue[]): void {
  const key = keywordKey(node.value, '@type');
  if (key === undefined) return;
  const raw = node.value[key];
  const list = Array.isArray(raw);
  const count = list ? raw.length : 1;
  for (let i = 0; i < count; i++) {
    const t: unknown = list ? raw[i] : raw;
    if (typeof t !== 'string' || hasBinding(t)) continue;
    const name = schemaName(t);
    if (name === undefined) continue;
    const isType = vocab.isType(name);
    if (isType && !hasNote(name, vocab)) continue;
    const at = list ? [...node.at, key, i] : [...node.at, key];
    if (!isType) unknownTerm(name, 'type', at, 'value', unknown, vocab, issues);
    else termStatus(name, 'type', at, 'value', vocab, issues);
  }
}

/** A property in the spelling Google's documentation uses, not schema.org's: a warning. */
function caseVariant(name: string, spelled: string, at: Segment[], issues: Issue[]): void {
  issues.push({
    severity: 'warning',
    rule: 'vocab/case-variant',
    docs: termPage(spelled),
    message: t('jsonld_case_variant', name, spelled),
    at,
    target: 'key',
    replacement: { title: t('jsonld_fix_replace', spelled), text: JSON.stringify(spelled) },
  });
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
