/**
 * Points a locale's `url` and `@id` values at the locale's own URL where they name the primary
 * locale's URL of the page (a fragment such as `#webpage` is kept). The URLs come with the change:
 * the live check knows each cell's published URL.
 * @module
 */
import { isObject } from '../../../jsonld';
import { urlKey } from '../../live-site';
import type { ChangeResult, SchemaCellState, SchemaPayload, SetLocaleUrls } from '../change-types';
import { bulkText as m } from '../messages';

const KEYS = new Set(['url', '@id']);

function pointAt(value: unknown, from: string, to: string, count: { n: number }): unknown {
  if (Array.isArray(value)) return value.map((v) => pointAt(v, from, to, count));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (KEYS.has(key) && typeof v === 'string' && urlKey(v, from) === from) {
      const hash = v.indexOf('#');
      out[key] = hash < 0 ? to : `${to}${v.slice(hash)}`;
      count.n++;
    } else out[key] = pointAt(v, from, to, count);
  }
  return out;
}

/** The cell's markup with the primary's URL replaced by the cell's own, or why not. */
export function setLocaleUrls(
  current: SchemaCellState,
  change: SetLocaleUrls,
  siteId: string,
): ChangeResult<SchemaPayload> {
  if (current.state === 'raw') return { skip: m.skipRaw };
  if (current.state === 'inherited') return { skip: m.skipInheriting };
  if (!current.value) return { skip: m.skipNoMarkup };
  const { pageId, localeId } = current.cell;
  const entry = change.urls.find((u) => u.pageId === pageId && u.localeId === localeId);
  if (!entry) return { skip: m.skipNoLocaleUrl };
  const count = { n: 0 };
  const after = pointAt(current.value, urlKey(entry.from), entry.to, count);
  if (count.n === 0) return { skip: m.skipNoLocaleUrl };
  return {
    payload: { siteId, ...current.cell, jsonLdSchema: after as Record<string, unknown> },
    before: current.value,
    after,
    summary: m.summaryLocaleUrls(entry.to, count.n),
  };
}
