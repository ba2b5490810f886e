/**
 * The live check of item pages as report cells: one per item page version (an item in a locale)
 * with a finding, named by collection and slug ("Blog Posts › how-we-bake", locale fr). A value
 * the template repeats on the collection's items (`items/repeated-value`) is one fault, so it is
 * reported once, on the collection's own cell, with how many items show it; the other findings
 * many items show together (`items/not-found`, `items/missing-locale`, `items/no-markup`) are put
 * on each item page they name, since each item is fixed on its own. An item page's language
 * signals and why it could not be read are `live/…` findings, as for static pages (a 404 is
 * `items/not-found` already). What stops Google from showing an item page (`index/…`) is said on
 * each version named with its verdict, as a static page's is. Pure.
 * @module
 */
import type { SiteCollection } from '../../features/collections';
import { itemUrl } from '../../features/live-site';
import {
  describeItemFinding,
  describeItemLanguage,
  itemFailureText,
} from '../../features/live-site';
import type { Blocker, LiveItems } from '../../features/live-site';
import {
  blockerFix,
  cellIndex,
  decodeCell,
  hiddenVerdict,
  reasonText,
} from '../../features/live-site';
import { addressFinding } from './live-findings';
import type { AuditedCell, AuditFinding } from './types';

/** What naming an item page needs besides the result. */
export interface ItemNames {
  collections: readonly SiteCollection[];
  /** Each template page's published path per locale key. */
  templatePaths: ReadonlyMap<string, Readonly<Record<string, string | null>>>;
  /** A locale's name in the report, by locale key (`''` = primary). */
  localeName(key: string): string;
}

type Finding = LiveItems['findings'][number];

/** The rules of what stops Google from showing an item page. */
const INDEX_RULES = new Set<string>([
  'index/noindex',
  'index/nosnippet',
  'index/blocked',
  'index/password',
]);

/**
 * Why Google will not show one item page version (item row `row`, locale column `column`), as its
 * verdict after the checker's on its JSON-LD. The finding names only versions with JSON-LD (or
 * behind a password), so it keeps the finding's severity.
 */
function hiddenFinding(
  result: LiveItems,
  f: Finding,
  at: { row: number; column: number; url: string },
  named: string,
): AuditFinding {
  const version = decodeCell(result, cellIndex(result, at.row, at.column));
  const reason = f.rule.slice('index/'.length) as Blocker;
  const valid = version.errors === 0 && version.markup !== 'unreadable';
  return {
    ...addressFinding(
      f.severity,
      f.rule,
      `${hiddenVerdict([reasonText(reason)], valid)}${named}`,
      at.url,
    ),
    fix: blockerFix(reason),
  };
}

/** The cells of one collection's result that have a finding. */
function collectionCells(result: LiveItems, names: ItemNames): AuditedCell[] {
  const collection = names.collections.find((c) => c.id === result.collectionId);
  const items = new Map(collection?.items.map((i) => [i.id, i]));
  const paths = names.templatePaths.get(result.templatePageId) ?? {};
  const cells = new Map<string, AuditedCell>();
  const addressOf = (itemId: string, key: string) => {
    const item = items.get(itemId);
    const slug = item?.slugs[key] ?? item?.slugs[''] ?? itemId;
    const locale = names.localeName(key);
    const url =
      itemUrl(result.origin, paths[key], slug) ??
      `${result.origin}/#item=${encodeURIComponent(itemId)}&locale=${encodeURIComponent(locale)}`;
    return { slug, locale, url };
  };
  const cellOf = (itemId: string, key: string) => {
    const id = `${itemId}:${key}`;
    let cell = cells.get(id);
    if (cell) return cell;
    const { slug, locale, url } = addressOf(itemId, key);
    cell = {
      pageId: itemId,
      pageTitle: `${result.collectionName} › ${slug}`,
      localeId: key === '' ? null : key,
      locale,
      path: new URL(url).pathname,
      url,
      state: 'own',
      findings: [],
      item: { collectionId: result.collectionId, itemId },
    };
    cells.set(id, cell);
    return cell;
  };
  const at = (index: number) => ({
    itemId: result.items[Math.floor(index / result.locales.length)]!,
    key: result.locales[index % result.locales.length]!.key,
  });
  const rows = new Map(result.items.map((id, row) => [id, row]));
  const columns = new Map(result.locales.map((l, column) => [l.key, column]));

  const repeated = result.findings.filter((f) => f.rule === 'items/repeated-value');
  const own =
    repeated.length > 0
      ? [collectionCell(result, repeated, names, (id, key) => addressOf(id, key).url)]
      : [];
  for (const f of result.findings) {
    if (f.rule === 'items/repeated-value') continue;
    const named = f.total > f.items.length ? ` (${f.items.length} of ${f.total} items named)` : '';
    const message = `${describeItemFinding(result, f)}${named}`;
    for (const ref of f.items) {
      for (const key of ref.locales.length > 0 ? ref.locales : ['']) {
        const cell = cellOf(ref.id, key);
        const row = rows.get(ref.id);
        const column = columns.get(key);
        cell.findings.push(
          INDEX_RULES.has(f.rule) && row !== undefined && column !== undefined
            ? hiddenFinding(result, f, { row, column, url: cell.url }, named)
            : addressFinding(f.severity, f.rule, message, cell.url),
        );
      }
    }
  }
  for (const l of result.language) {
    const { itemId, key } = at(l.cell);
    const cell = cellOf(itemId, key);
    const { message, fix } = describeItemLanguage(l);
    cell.findings.push(
      addressFinding('warning', `live/${l.rule}`, `${message}. Fix: ${fix}`, cell.url),
    );
  }
  for (const failure of result.failures) {
    if (failure.kind === 'status' && failure.status === 404) continue;
    const { itemId, key } = at(failure.cell);
    const cell = cellOf(itemId, key);
    const rule =
      failure.kind === 'redirect' || failure.kind === 'off-origin' ? failure.kind : 'unreachable';
    const severity = rule === 'unreachable' ? 'error' : 'warning';
    cell.findings.push(
      addressFinding(severity, `live/${rule}`, itemFailureText(result, failure), cell.url),
    );
  }
  return [...own, ...cells.values()];
}

/**
 * The collection's own cell with its repeated values, each once: at the first item page that
 * shows it, at the property it is in, in the locales of the items it names.
 */
function collectionCell(
  result: LiveItems,
  findings: readonly Finding[],
  names: ItemNames,
  itemAddress: (itemId: string, key: string) => string,
): AuditedCell {
  const keys = new Set(findings.flatMap((f) => f.items.flatMap((r) => r.locales)));
  const ordered = result.locales.map((l) => l.key).filter((key) => keys.has(key));
  const urlOf = (f: Finding) => {
    const first = f.items[0];
    return first
      ? itemAddress(first.id, first.locales[0] ?? '')
      : `${result.origin}/#collection=${encodeURIComponent(result.collectionId)}`;
  };
  const url = urlOf(findings[0]!);
  return {
    pageId: result.collectionId,
    pageTitle: result.collectionName,
    localeId: null,
    locale: (ordered.length > 0 ? ordered : ['']).map(names.localeName).join(', '),
    path: new URL(url).pathname,
    url,
    state: 'own',
    findings: findings.map((f) => ({
      ...addressFinding(f.severity, f.rule, describeItemFinding(result, f), urlOf(f)),
      path: f.args[0] ?? '$',
    })),
    collection: { collectionId: result.collectionId },
  };
}

/** Every item page version with a finding, collection by collection. */
export function itemCells(results: readonly LiveItems[], names: ItemNames): AuditedCell[] {
  return results.flatMap((r) => collectionCells(r, names));
}
