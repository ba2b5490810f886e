import { t } from '../text/text';
import { hasBinding } from '../cms/binding';
import { suggest } from './did-you-mean';
import { orList } from '../text/or-list';
import { isObject, isReference, keyword, schemaTypes } from '../source/walk';
import type { Issue, Segment } from '../types';
import type { Vocabulary } from './vocabulary';
import type { JsonObject } from '../source/walk';

/** The schema.org page of a term. */
export const termPage = (term: string): string => `https://schema.org/${term}`;

// The integer part and the optional fraction share no digit (`\d+\.?\d*` did): a long run of
// digits that fails to match is then scanned once, not once per way to split it.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^-?\d{4}(?:-\d{2}(?:-\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const DATE_TIME =
  /^-?\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const BOOLEAN = /^(?:true|false|(?:https?:\/\/schema\.org\/)?(?:True|False))$/;
const SCHEMA_URL = /^(?:https?:\/\/schema\.org\/|schema:)/;
const SCHEMA_URL_PREFIXES = ['https://schema.org/', 'http://schema.org/', 'schema:'];
/** A URL or other IRI with a scheme (`https:`, `mailto:`, …). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * The longest text read as a number, date or time: longer text (a hostile page's megabyte of
 * digits) is not one, whatever a pattern would say, and costs no pattern test.
 */
const MAX_SCALAR_LENGTH = 64;

/** What a property's ranges accept, worked out once per ranges list (the checker's hot path). */
interface RangeProfile {
  text: boolean;
  number: boolean;
  boolean: boolean;
  dateTime: boolean;
  date: boolean;
  time: boolean;
  objectRanges: readonly string[];
  /** Object ranges that are not enumerations: any text is then read as an object's name. */
  nonEnumerationObject: boolean;
  enumerations: readonly string[];
}

const profiles = new WeakMap<Vocabulary, WeakMap<readonly string[], RangeProfile>>();

function profileOf(ranges: readonly string[], vocab: Vocabulary): RangeProfile {
  let byRanges = profiles.get(vocab);
  if (!byRanges) profiles.set(vocab, (byRanges = new WeakMap()));
  let profile = byRanges.get(ranges);
  if (!profile) byRanges.set(ranges, (profile = buildProfile(ranges, vocab)));
  return profile;
}

function buildProfile(ranges: readonly string[], vocab: Vocabulary): RangeProfile {
  const has = (ancestor: string) => ranges.some((r) => vocab.isA(r, ancestor));
  const objectRanges = ranges.filter((r) => !vocab.isDataType(r));
  const enumerations = objectRanges.filter((r) => vocab.isA(r, 'Enumeration'));
  return {
    text: has('Text') || has('Quantity'),
    number: has('Number'),
    boolean: has('Boolean'),
    dateTime: has('DateTime'),
    date: has('Date'),
    time: has('Time'),
    objectRanges,
    nonEnumerationObject: objectRanges.length > enumerations.length,
    enumerations,
  };
}

/**
 * The path of the value being checked, joined only for a finding: `base`, then `tail` (the
 * property, list keywords and item indexes). The caller updates it in place as it goes.
 */
export interface ValuePath {
  base: readonly Segment[];
  tail: Segment[];
  /** How many steps of `tail` are in use: the array keeps its length, so stepping costs nothing. */
  size: number;
}

const pathOf = (at: ValuePath): Segment[] => [...at.base, ...at.tail.slice(0, at.size)];

function valueKind(property: string, message: string, at: ValuePath, issues: Issue[]): void {
  issues.push({
    severity: 'warning',
    rule: 'vocab/value-kind',
    message,
    at: pathOf(at),
    docs: termPage(property),
  });
}

/**
 * Checks one value of `property` against its ranges. Text where an object is expected is
 * accepted (search engines read it as the object's name); an object of an unrelated type is not.
 */
export function checkValue(
  property: string,
  ranges: readonly string[],
  value: unknown,
  at: ValuePath,
  vocab: Vocabulary,
  issues: Issue[],
): void {
  // The common cases return here; the rest lives in helpers, so this function (run for every
  // value) captures nothing and allocates nothing.
  if (ranges.length === 0 || value === null) return;
  const p = profileOf(ranges, vocab);
  if (typeof value === 'string') {
    if (!p.text) checkText(property, ranges, p, value, at, vocab, issues);
  } else if (typeof value === 'number') {
    if (p.number || p.text) return;
    valueKind(property, t('jsonld_value_not_number', property, orList(ranges, 4)), at, issues);
  } else if (typeof value === 'boolean') {
    if (p.boolean || p.text) return;
    valueKind(property, t('jsonld_value_not_boolean', property, orList(ranges, 4)), at, issues);
  } else if (isObject(value)) {
    if ('@value' in value || isReference(value)) return;
    checkObject(property, ranges, p, value, at, vocab, issues);
  }
}

function checkText(
  property: string,
  ranges: readonly string[],
  p: RangeProfile,
  value: string,
  at: ValuePath,
  vocab: Vocabulary,
  issues: Issue[],
): void {
  if (hasBinding(value)) return;
  const member = memberName(value, vocab);
  if (member !== undefined && someFits(vocab.enumerationsOf(member), ranges, vocab)) return;
  if (p.nonEnumerationObject) return;
  if (SCHEME.test(value) && !SCHEMA_URL.test(value)) return;
  if (p.boolean && BOOLEAN.test(value)) return;
  if (value.length <= MAX_SCALAR_LENGTH) {
    if (p.number && NUMBER.test(value.trim())) return;
    if (p.dateTime && DATE_TIME.test(value)) return;
    if (p.date && DATE.test(value)) return;
    if (p.time && TIME.test(value)) return;
  }
  const members = p.enumerations.flatMap((e) => vocab.membersOf(e));
  const bare = value.replace(SCHEMA_URL, '');
  const close =
    members.find((m) => m.toLowerCase().endsWith(bare.toLowerCase())) ?? suggest(bare, members);
  valueKind(
    property,
    close
      ? t('jsonld_value_not_member_suggest', property, orList(ranges, 4), truncate(value), close)
      : t('jsonld_value_not_member', property, orList(ranges, 4), truncate(value)),
    at,
    issues,
  );
}

function checkObject(
  property: string,
  ranges: readonly string[],
  p: RangeProfile,
  value: JsonObject,
  at: ValuePath,
  vocab: Vocabulary,
  issues: Issue[],
): void {
  const types = knownTypes(schemaTypes(value), vocab);
  if (types.length === 0) {
    if (p.objectRanges.length === 0 && keyword(value, '@type') === undefined)
      valueKind(property, t('jsonld_value_not_object', property, orList(ranges, 4)), at, issues);
    return;
  }
  for (const type of types) if (fits(type, p.objectRanges, vocab)) return;
  issues.push({
    severity: 'warning',
    rule: 'vocab/value-type',
    docs: termPage(property),
    message: t('jsonld_value_wrong_type', property, orList(ranges, 4), types.join(' / ')),
    at: pathOf(at),
    target: 'node',
  });
}

/** The types the vocabulary knows: `types` itself when it knows them all (as it usually does). */
function knownTypes(types: string[], vocab: Vocabulary): string[] {
  for (const type of types) if (!vocab.isType(type)) return types.filter((x) => vocab.isType(x));
  return types;
}

function fits(type: string, objectRanges: readonly string[], vocab: Vocabulary): boolean {
  if (vocab.isA(type, 'Role')) return true;
  for (const r of objectRanges) if (vocab.isA(type, r)) return true;
  return false;
}

/** Whether one of `types` is one of `ranges` or inherits from it. */
function someFits(types: readonly string[], ranges: readonly string[], vocab: Vocabulary): boolean {
  for (const type of types) for (const r of ranges) if (vocab.isA(type, r)) return true;
  return false;
}

/** `value` without a schema.org prefix (`https://schema.org/`, `http://schema.org/`, `schema:`). */
function withoutSchemaUrl(value: string): string {
  for (const prefix of SCHEMA_URL_PREFIXES)
    if (value.startsWith(prefix)) return value.slice(prefix.length);
  return value;
}

function memberName(value: string, vocab: Vocabulary): string | undefined {
  const bare = withoutSchemaUrl(value);
  return vocab.enumerationsOf(bare).length > 0 ? bare : undefined;
}

function truncate(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}
