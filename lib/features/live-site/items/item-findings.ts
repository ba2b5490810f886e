/**
 * The findings only many items of a collection show together, gathered item by item while the
 * check reads (each item once all its locale versions are read, so nothing is counted twice):
 * - `items/repeated-value` (error): one value of an identifying property on at least 3 items and
 *   at least half of the collection's items (the template wrote fixed text where a field belongs);
 * - `items/not-found` (error): a published item whose address answers 404 (slug or URL prefix);
 * - `items/missing-locale` (warning): an item not published in a locale its siblings are in;
 * - `items/no-markup` (warning): item pages without JSON-LD while most of their siblings have some;
 * - `index/noindex`, `index/nosnippet`, `index/blocked`, `index/password` (warnings): item pages
 *   Google will not show (their rich results included), per reason.
 * Values are kept as fingerprints; an item's number is its row in the result.
 * @module
 */
import type { ItemFinding, ItemRef } from './item-types';
import { MAX_LISTED } from './item-types';
import type { IdentifyingKey } from './item-read';
import type { Blocker } from '../indexing/index-types';
import { BLOCKERS } from './item-codes';

/** The smallest number of items one value must be on to be a repeated value. */
export const MIN_REPEATED = 3;

/** Items named by a finding: how many, and the first `MAX_LISTED` with their locales. */
class RefList {
  total = 0;
  readonly refs: ItemRef[] = [];
  add(id: string, locales: string[]) {
    this.total++;
    if (this.refs.length < MAX_LISTED) this.refs.push({ id, locales });
  }
}

interface Group {
  property: string;
  text: string;
  list: RefList;
}

/** What one item brought, once all its locale versions were read. */
export interface ItemOutcome {
  id: string;
  /** Locale keys of its versions that answered 404. */
  notFound: string[];
  /** Locale keys of its versions read without JSON-LD, and of those read with some. */
  noMarkup: string[];
  withMarkup: number;
  /** Its identifying values, each with the locale keys it was on. */
  identifying: { value: IdentifyingKey; locales: string[] }[];
  /** Locale keys of its versions that Google will not show, per reason. */
  blocked?: Partial<Record<Blocker, string[]>>;
}

/** Gathers one collection's findings. */
export function createItemFindings(collection: {
  /** Every item's published locale keys, in row order. */
  items: readonly { id: string; locales: readonly string[] }[];
  /** The site's locales, primary first, with their tags. */
  locales: readonly { key: string; tag: string | null }[];
}) {
  // The first item of a value is only its row; a second one makes it a group.
  const values = new Map<string, number | Group>();
  const rowOf = new Map(collection.items.map((item, row) => [item.id, row]));
  const localesOf = new Map<number, Map<string, string[]>>();
  const notFound = new RefList();
  const noMarkup = new RefList();
  const blocked = new Map(BLOCKERS.map((b) => [b, new RefList()]));
  let withMarkup = 0;
  let withoutMarkup = 0;

  return {
    /** Adds one item's outcome (once per item). */
    add(outcome: ItemOutcome) {
      const row = rowOf.get(outcome.id) ?? -1;
      if (outcome.notFound.length > 0) notFound.add(outcome.id, outcome.notFound);
      if (outcome.noMarkup.length > 0) noMarkup.add(outcome.id, outcome.noMarkup);
      for (const [reason, locales] of Object.entries(outcome.blocked ?? {}))
        if (locales.length > 0) blocked.get(reason as Blocker)?.add(outcome.id, locales);
      withMarkup += outcome.withMarkup;
      withoutMarkup += outcome.noMarkup.length;
      for (const { value, locales } of outcome.identifying) {
        const seen = values.get(value.key);
        if (seen === undefined) {
          values.set(value.key, row);
          // The first item's locales are needed only if a second item shows the value.
          let mine = localesOf.get(row);
          if (!mine) localesOf.set(row, (mine = new Map()));
          mine.set(value.key, locales);
          continue;
        }
        let group: Group;
        if (typeof seen === 'number') {
          group = { property: value.property, text: value.text, list: new RefList() };
          const first = collection.items[seen];
          if (first) group.list.add(first.id, localesOf.get(seen)?.get(value.key) ?? []);
          values.set(value.key, group);
        } else group = seen;
        group.list.add(outcome.id, locales);
      }
    },

    /** The findings, once every item was added. */
    findings(): ItemFinding[] {
      const out: ItemFinding[] = [];
      const itemCount = collection.items.length;
      const repeated = [...values.values()]
        .filter((g): g is Group => typeof g !== 'number')
        .filter((g) => g.list.total >= MIN_REPEATED && g.list.total * 2 >= itemCount)
        .sort((a, b) => b.list.total - a.list.total);
      for (const g of repeated)
        out.push({
          rule: 'items/repeated-value',
          severity: 'error',
          args: [g.property, g.text, String(itemCount)],
          total: g.list.total,
          items: g.list.refs,
        });
      if (notFound.total > 0)
        out.push({
          rule: 'items/not-found',
          severity: 'error',
          args: [],
          total: notFound.total,
          items: notFound.refs,
        });
      for (const locale of collection.locales) {
        const published = collection.items.filter((i) => i.locales.includes(locale.key));
        if (published.length === 0 || published.length === itemCount) continue;
        const missing = new RefList();
        for (const item of collection.items)
          if (!item.locales.includes(locale.key)) missing.add(item.id, [locale.key]);
        out.push({
          rule: 'items/missing-locale',
          severity: 'warning',
          args: [locale.key, locale.tag ?? ''],
          total: missing.total,
          items: missing.refs,
        });
      }
      if (noMarkup.total > 0 && withMarkup > withoutMarkup)
        out.push({
          rule: 'items/no-markup',
          severity: 'warning',
          args: [],
          total: noMarkup.total,
          items: noMarkup.refs,
        });
      for (const [reason, list] of blocked)
        if (list.total > 0)
          out.push({
            rule: `index/${reason}`,
            severity: 'warning',
            args: [],
            total: list.total,
            items: list.refs,
          });
      return out;
    },
  };
}
