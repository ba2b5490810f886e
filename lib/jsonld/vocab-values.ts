import { t } from '../i18n/t';
import { suggest } from './did-you-mean';
import { orList } from './or-list';
import { isObject, isReference, keyword, rawTypes, schemaName } from './walk';
import type { Issue, Segment } from './types';
import type { Vocabulary } from './vocabulary';

/** The schema.org page of a term. */
export const termPage = (term: string): string => `https://schema.org/${term}`;

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^-?\d{4}(?:-\d{2}(?:-\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const DATE_TIME =
  /^-?\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const BOOLEAN = /^(?:true|false|(?:https?:\/\/schema\.org\/)?(?:True|False))$/;
const SCHEMA_URL = /^(?:https?:\/\/schema\.org\/|schema:)/;

/**
 * Checks one value of `property` against its ranges. Text where an object is expected is
 * accepted (search engines read it as the object's name); an object of an unrelated type is not.
 */
export function checkValue(
  property: string,
  ranges: readonly string[],
  value: unknown,
  at: Segment[],
  vocab: Vocabulary,
  issues: Issue[],
): void {
  if (ranges.length === 0 || value === null) return;
  const has = (ancestor: string) => ranges.some((r) => vocab.isA(r, ancestor));
  const objectRanges = ranges.filter((r) => !vocab.isDataType(r));
  const expected = () => orList(ranges, 4);
  const kind = (message: string) =>
    issues.push({
      severity: 'warning',
      rule: 'vocab/value-kind',
      message,
      at,
      docs: termPage(property),
    });

  if (typeof value === 'string') {
    if (has('Text') || has('Quantity')) return;
    const member = memberName(value, vocab);
    if (member !== undefined) {
      const enums = vocab.enumerationsOf(member);
      if (ranges.some((r) => enums.some((e) => vocab.isA(e, r)))) return;
    }
    if (objectRanges.some((r) => !vocab.isA(r, 'Enumeration'))) return;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !SCHEMA_URL.test(value)) return;
    if (has('Number') && NUMBER.test(value.trim())) return;
    if (has('Boolean') && BOOLEAN.test(value)) return;
    if (has('DateTime') && DATE_TIME.test(value)) return;
    if (has('Date') && DATE.test(value)) return;
    if (has('Time') && TIME.test(value)) return;
    const enumerations = objectRanges.filter((r) => vocab.isA(r, 'Enumeration'));
    const members = enumerations.flatMap((e) => vocab.membersOf(e));
    const bare = value.replace(SCHEMA_URL, '');
    const close =
      members.find((m) => m.toLowerCase().endsWith(bare.toLowerCase())) ?? suggest(bare, members);
    kind(
      close
        ? t('jsonld_value_not_member_suggest', property, expected(), truncate(value), close)
        : t('jsonld_value_not_member', property, expected(), truncate(value)),
    );
  } else if (typeof value === 'number') {
    if (has('Number') || has('Text') || has('Quantity')) return;
    kind(t('jsonld_value_not_number', property, expected()));
  } else if (typeof value === 'boolean') {
    if (has('Boolean') || has('Text')) return;
    kind(t('jsonld_value_not_boolean', property, expected()));
  } else if (isObject(value)) {
    if ('@value' in value || isReference(value)) return;
    const types = rawTypes(value)
      .map(schemaName)
      .filter((type): type is string => type !== undefined && vocab.isType(type));
    if (types.length === 0) {
      if (objectRanges.length === 0 && keyword(value, '@type') === undefined)
        kind(t('jsonld_value_not_object', property, expected()));
      return;
    }
    const fits = (type: string) =>
      vocab.isA(type, 'Role') || objectRanges.some((r) => vocab.isA(type, r));
    if (types.some(fits)) return;
    issues.push({
      severity: 'warning',
      rule: 'vocab/value-type',
      docs: termPage(property),
      message: t('jsonld_value_wrong_type', property, expected(), types.join(' / ')),
      at,
      target: 'node',
    });
  }
}

function memberName(value: string, vocab: Vocabulary): string | undefined {
  const bare = SCHEMA_URL.test(value) ? value.replace(SCHEMA_URL, '') : value;
  return vocab.enumerationsOf(bare).length > 0 ? bare : undefined;
}

function truncate(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}
