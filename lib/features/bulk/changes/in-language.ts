/**
 * Sets `inLanguage` to the cell's locale tag on every node whose type takes it.
 * @module
 */
import { hasBinding, isObject, type Vocabulary } from '../../../jsonld';
import { jsonEqual } from '../../page-compare';
import type { ChangeResult, SchemaCellState, SchemaPayload } from '../change-types';
import { bulkText as m } from '../messages';
import { typesOf } from './graph';

function setLanguage(
  value: unknown,
  tag: string,
  vocab: Vocabulary,
  count: { n: number },
): unknown {
  if (Array.isArray(value)) return value.map((v) => setLanguage(v, tag, vocab, count));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = setLanguage(v, tag, vocab, count);
  const types = typesOf(value);
  if (types.length > 0 && vocab.appliesTo('inLanguage', types)) {
    count.n++;
    // A CMS binding resolves to each item's own language: it stays.
    const bound = typeof value.inLanguage === 'string' && hasBinding(value.inLanguage);
    if (!bound) out.inLanguage = tag;
  }
  return out;
}

/** The cell's markup with `inLanguage` set to its tag, or why not. */
export function setInLanguage(
  current: SchemaCellState,
  vocab: Vocabulary,
  siteId: string,
): ChangeResult<SchemaPayload> {
  if (current.state === 'raw') return { skip: m.skipRaw };
  if (current.state === 'inherited') return { skip: m.skipInheriting };
  if (!current.value) return { skip: m.skipNoMarkup };
  const tag = current.locale.tag;
  if (!tag) return { skip: m.skipNoTag };
  const count = { n: 0 };
  const after = setLanguage(current.value, tag, vocab, count) as Record<string, unknown>;
  if (count.n === 0) return { skip: m.skipNoInLanguageNode };
  if (jsonEqual(after, current.value)) return { skip: m.skipInLanguageSet };
  return {
    payload: { siteId, ...current.cell, jsonLdSchema: after },
    before: current.value,
    after,
    summary: m.summaryInLanguage(tag, count.n),
  };
}
