/**
 * The audit of one site for `auditSites` (`run-sites.ts`): the grid's own audit (`runSiteAudit`)
 * on the site's client, its cells with the checker's findings spooled to a file as they come
 * (`cell-spool.ts`) and read back only when its report needs them. Kept apart from `run-sites.ts`,
 * which runs many of these side by side (queues, live turns, the order of the reports) and turns
 * each into an outcome: how one site is audited does not depend on how many run at once.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { siteLocales, type Site } from '../../core/api/sites';
import type { AuditProgress, SiteAudit } from '../../features/site';
import { cellKey } from '../../features/site';
import { runSiteAudit } from '../../features/site/background';
import type { CheckedValue } from './check';
import { readCells, type CellSpool } from './cell-spool';
import { UnknownLocaleError } from './failure';
import { cellsOf, localeName } from './findings';
import { markupFindings } from './markup-findings';
import { siteOrigin } from './page-url';
import { siteItemsStep, type ListedItems } from './run-item-fields';
import type { LiveRun } from './run-live';
import type { AuditedCell, AuditFinding, SiteTarget } from './types';

/** What the audit of one site reads of the run's options (`AuditSitesOptions` adds the rest). */
export interface SiteAuditOptions {
  /** Locale tags to audit (`fr` also matches `fr-FR`); empty audits every locale. */
  locales: readonly string[];
  check(value: unknown): CheckedValue;
  onProgress?(progress: AuditProgress): void;
  /** With `--live`: how each site's published pages are read after its audit. */
  live?: LiveRun;
  /** With `--items`: the item fields that feed item pages' titles and descriptions are checked. */
  items?: boolean;
  /** A line about one site that is no failure (items skipped for want of `cms:read`). */
  onNotice?(siteId: string, message: string): void;
}

/** Whether a locale tag is one of the requested (`fr` also matches `fr-FR`). */
const requested = (tag: string, wanted: readonly string[]) =>
  wanted.some((w) => tag.toLowerCase() === w || tag.toLowerCase().startsWith(`${w}-`));

/** Fails early, before the listing, when the site lacks a requested locale. */
function requireLocales(site: Site, wanted: readonly string[]): void {
  const tags = siteLocales(site)
    .filter((l) => l.primary || l.enabled !== false)
    .map((l) => l.tag ?? l.displayName ?? l.id);
  const missing = wanted.filter((w) => !tags.some((tag) => requested(tag, [w])));
  if (missing.length > 0) {
    throw new UnknownLocaleError(
      `the site has no locale ${missing.join(', ')} (it has ${tags.join(', ') || 'none'})`,
    );
  }
}

/**
 * A site audited, as its live check and its report need it. The report cells are made from it
 * only when they are needed (with `--live`, in the site's turn): they weigh more than the
 * findings they are made of, and a site waiting for its turn should hold as little as it can.
 */
export interface Audited {
  /** The audit without its cells (`cells` is empty): those are in `cellsFile`. */
  audit: SiteAudit;
  /** The site's cells with the checker's findings (see `cell-spool.ts`). */
  cellsFile: string;
  /** The site's published origin (see `siteOrigin`). */
  origin: string;
  /** Its collections with their items (`--live` item pages) and item fields (`--items`). */
  listed: ListedItems;
}

/** The audit of a site with its cells read back, and its report cells. */
export async function cellsOfAudited(
  a: Audited,
): Promise<{ audit: SiteAudit; cells: AuditedCell[] }> {
  const back = await readCells(a.cellsFile);
  const audit = { ...a.audit, cells: back.cells };
  return { audit, cells: cellsOf(audit, { findings: back.findings, origin: a.origin }) };
}

/**
 * The audit of one site: its cells go to a file of `spool` as they are checked, and the site fails
 * as soon as Get Site answers when it lacks a requested locale. `onSite` is told the site then.
 */
export async function auditSite(
  client: ApiClient,
  target: SiteTarget,
  options: SiteAuditOptions & { spool: CellSpool },
  onSite: (site: Site) => void,
): Promise<Audited> {
  const wanted = options.locales.map((l) => l.toLowerCase());
  const file = await options.spool.file();
  // The findings of the chunk being checked: `onChecked` comes before its chunk's `onCells`.
  const findings = new Map<string, readonly AuditFinding[]>();
  const findingsOf = markupFindings();
  let site: Site | undefined;
  const notice = (message: string) => options.onNotice?.(target.siteId, message);
  const items = siteItemsStep(options, () => site!, notice);
  const audit = await runSiteAudit(client, target.siteId, {
    check: options.check,
    drafts: async () => [],
    onProgress: options.onProgress,
    onSite: (s) => {
      site = s;
      onSite(s);
      requireLocales(s, wanted);
    },
    onChecked: (cell, result) => findings.set(cellKey(cell), findingsOf(result.diagnostics)),
    onCells: (cells) => {
      file.add(cells.map(([i, cell]) => [i, cell, findings.get(cellKey(cell)) ?? []]));
      findings.clear();
    },
    // Only the live check compares the published pages with the stored markup.
    keepMarkup: options.live !== undefined,
    audits: (locale) => wanted.length === 0 || requested(localeName(locale), wanted),
    ...(items ? { items: items.items } : {}),
  });
  await file.flush();
  const listed = items?.listed ?? { collections: null, fields: null };
  return { audit, cellsFile: file.path, origin: siteOrigin(site!), listed };
}
