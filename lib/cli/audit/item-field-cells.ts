/**
 * `--items`: its findings as report cells, warnings under `items/` (`items/title-long`,
 * `items/description-empty`, …), as the page audit's `metadata/…` flags are. Each goes on the cell
 * of its item page version — the live check's own when it has one (`item-cells.ts`), so one item in
 * one locale is one cell, one JUnit test case — named "Collection › slug" in that locale, at the
 * item's field (`fieldData.post-summary`). A collection whose description field is unknown and
 * guessed from no name gets one note (`items/description-field-unknown`, info) on its own cell.
 * Pure.
 * @module
 */
import { itemUrl } from '../../features/live-site';
import type { SiteAudit } from '../../features/site';
import { localeName, unplaced } from './findings';
import type { LocaleChoice } from './item-field-choice';
import type { FieldFinding } from './item-field-check';
import { findingText, unknownDescriptionText } from './item-field-text';
import type { AuditedCell, AuditFinding } from './types';

/** One collection's item fields, checked. */
export interface CollectionFields {
  id: string;
  displayName: string;
  templatePageId: string;
  /** The fields checked per locale key, in the order the locales were first listed. */
  choices: ReadonlyMap<string, LocaleChoice>;
  findings: readonly FieldFinding[];
  /** Item × locale versions checked. */
  versions: number;
}

/** A site's item fields, checked. */
export interface ItemFields {
  collections: readonly CollectionFields[];
  /** Published item pages read to infer the fields (`--live`). */
  pages: number;
}

/** What the report says of a site's item fields besides its findings. */
export const itemFieldsSummary = (fields: ItemFields) => ({
  collections: fields.collections.length,
  versions: fields.collections.reduce((n, c) => n + c.versions, 0),
  pages: fields.pages,
});

/** What placing a site's findings needs from its audit. */
interface Places {
  origin: string;
  /** A locale's name by locale key (`''` = primary). */
  nameOf(key: string): string;
  /** A locale key's place in the report's order: the primary first, then as the site lists them. */
  rank(key: string): number;
  templatePaths: ReadonlyMap<string, Readonly<Record<string, string | null>>>;
}

function placesOf(audit: SiteAudit, origin: string): Places {
  const keyOf = (l: SiteAudit['locales'][number]) => (l.primary ? '' : l.id);
  const names = new Map(audit.locales.map((l) => [keyOf(l), localeName(l)]));
  const ordered = [...audit.locales].sort((a, b) => Number(b.primary) - Number(a.primary));
  const ranks = new Map(ordered.map((l, i) => [keyOf(l), i]));
  return {
    origin,
    nameOf: (key) => names.get(key) ?? key,
    rank: (key) => ranks.get(key) ?? ranks.size,
    templatePaths: new Map(audit.pages.map((p) => [p.id, p.paths])),
  };
}

/**
 * The collection's note when its description field is unknown in some locale, with the locales;
 * else none.
 */
function noteOf(
  c: CollectionFields,
  at: Places,
): { note: AuditFinding; locales: string[] } | undefined {
  const unknown = [...c.choices]
    .filter(([, choice]) => !choice.description.field)
    .sort(([a], [b]) => at.rank(a) - at.rank(b));
  if (unknown.length === 0) return undefined;
  const locales = unknown.map(([key]) => at.nameOf(key));
  const text = unknownDescriptionText(c.displayName, locales, unknown[0]![1].description.source);
  return { note: unplaced('info', 'items/description-field-unknown', text, 'fieldData'), locales };
}

/** A new cell of a collection's own, holding its note (`locales`: the locales it concerns). */
const collectionCell = (c: CollectionFields, locales: string[], at: Places): AuditedCell => ({
  pageId: c.id,
  pageTitle: c.displayName,
  localeId: null,
  locale: locales.join(', '),
  path: null,
  url: `${at.origin}/#collection=${encodeURIComponent(c.id)}`,
  state: 'own',
  findings: [],
  collection: { collectionId: c.id },
});

/** A new cell of an item page version (named as the live check names it, `item-cells.ts`). */
function itemCell(
  c: CollectionFields,
  f: FieldFinding,
  address: string | null,
  at: Places,
): AuditedCell {
  const locale = at.nameOf(f.key);
  const url =
    address ??
    `${at.origin}/#item=${encodeURIComponent(f.itemId)}&locale=${encodeURIComponent(locale)}`;
  return {
    pageId: f.itemId,
    pageTitle: `${c.displayName} › ${f.slug}`,
    localeId: f.key === '' ? null : f.key,
    locale,
    path: new URL(url).pathname,
    url,
    state: 'own',
    findings: [],
    item: { collectionId: c.id, itemId: f.itemId },
  };
}

/** A collection's findings, item by item in the order listed, each item's locales in order. */
function inOrder(c: CollectionFields, at: Places): FieldFinding[] {
  const first = new Map<string, number>();
  for (const f of c.findings) if (!first.has(f.itemId)) first.set(f.itemId, first.size);
  return [...c.findings].sort(
    (a, b) => first.get(a.itemId)! - first.get(b.itemId)! || at.rank(a.key) - at.rank(b.key),
  );
}

/**
 * `itemCells` (the live check's item page cells, maybe none) with the findings of `fields` added,
 * then the cells only they concern. `origin` is the one item pages are addressed on: the live
 * check's, else the site's published origin.
 */
export function itemFieldCells(
  audit: SiteAudit,
  fields: ItemFields | null,
  itemCells: readonly AuditedCell[],
  origin: string,
): AuditedCell[] {
  if (!fields) return [...itemCells];
  const at = placesOf(audit, origin);
  const cellId = (itemId: string, key: string) => `${itemId}\u0000${key}`;
  const byItem = new Map<string, AuditedCell>();
  const byCollection = new Map<string, AuditedCell>();
  for (const cell of itemCells) {
    if (cell.item) byItem.set(cellId(cell.item.itemId, cell.localeId ?? ''), cell);
    if (cell.collection) byCollection.set(cell.collection.collectionId, cell);
  }
  const added: AuditedCell[] = [];
  for (const c of fields.collections) {
    const unknown = noteOf(c, at);
    if (unknown) {
      let cell = byCollection.get(c.id);
      if (!cell) added.push((cell = collectionCell(c, unknown.locales, at)));
      cell.findings.push(unknown.note);
    }
    const paths = at.templatePaths.get(c.templatePageId) ?? {};
    for (const f of inOrder(c, at)) {
      const address = itemUrl(origin, paths[f.key], f.slug);
      let cell = byItem.get(cellId(f.itemId, f.key));
      if (!cell) {
        added.push((cell = itemCell(c, f, address, at)));
        byItem.set(cellId(f.itemId, f.key), cell);
      }
      const choice = c.choices.get(f.key)![f.target];
      const place = {
        collection: c.displayName,
        locale: at.nameOf(f.key),
        path: address ? new URL(address).pathname : null,
      };
      const rule = `items/${f.target}-${f.level}`;
      const path = `fieldData.${choice.field?.slug ?? f.target}`;
      cell.findings.push(unplaced('warning', rule, findingText(f, choice, place), path));
    }
  }
  return [...itemCells, ...added];
}
