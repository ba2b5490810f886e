/**
 * The live check of item pages as report cells: one per item page version (an item in a locale)
 * with a finding, named by collection and slug ("Blog Posts › how-we-bake", locale fr). Findings
 * many items show together (`items/repeated-value`, `items/not-found`, `items/missing-locale`,
 * `items/no-markup`) are put on each item page they name; an item page's language signals and why
 * it could not be read are `live/…` findings, as for static pages (a 404 is `items/not-found`
 * already). Pure.
 * @module
 */
import type { SiteCollection } from '../collections';
import { itemUrl } from '../live-site';
import { describeItemFinding, describeItemLanguage, itemFailureText } from '../live-site';
import type { LiveItems } from '../live-site';
import { addressFinding } from './live-findings';
import type { AuditedCell } from './types';

/** What naming an item page needs besides the result. */
export interface ItemNames {
  collections: readonly SiteCollection[];
  /** Each template page's published path per locale key. */
  templatePaths: ReadonlyMap<string, Readonly<Record<string, string | null>>>;
  /** A locale's name in the report, by locale key (`''` = primary). */
  localeName(key: string): string;
}

/** The cells of one collection's result that have a finding. */
function collectionCells(result: LiveItems, names: ItemNames): AuditedCell[] {
  const collection = names.collections.find((c) => c.id === result.collectionId);
  const items = new Map(collection?.items.map((i) => [i.id, i]));
  const paths = names.templatePaths.get(result.templatePageId) ?? {};
  const cells = new Map<string, AuditedCell>();
  const cellOf = (itemId: string, key: string) => {
    const id = `${itemId}:${key}`;
    let cell = cells.get(id);
    if (cell) return cell;
    const item = items.get(itemId);
    const slug = item?.slugs[key] ?? item?.slugs[''] ?? itemId;
    const locale = names.localeName(key);
    const url =
      itemUrl(result.origin, paths[key], slug) ??
      `${result.origin}/#item=${encodeURIComponent(itemId)}&locale=${encodeURIComponent(locale)}`;
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

  for (const f of result.findings) {
    const named = f.total > f.items.length ? ` (${f.items.length} of ${f.total} items named)` : '';
    const message = `${describeItemFinding(result, f)}${named}`;
    for (const ref of f.items) {
      for (const key of ref.locales.length > 0 ? ref.locales : ['']) {
        const cell = cellOf(ref.id, key);
        cell.findings.push(addressFinding(f.severity, f.rule, message, cell.url));
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
  return [...cells.values()];
}

/** Every item page version with a finding, collection by collection. */
export function itemCells(results: readonly LiveItems[], names: ItemNames): AuditedCell[] {
  return results.flatMap((r) => collectionCells(r, names));
}
