/**
 * Turns one site's audit into cells with findings: the checker's findings of what each cell shows
 * (`markup-findings.ts`), the grid's metadata flags (title and description lengths, slug problems)
 * and cells whose read failed. Pure.
 * @module
 */
import { t } from '../../core/i18n/t';
import type { SiteAudit, SiteCell, SiteLocale, SitePage } from '../../features/site';
import { cellKey } from '../../features/site';
import { cellIssues } from '../../features/site';
import { localeKey } from '../../features/site';
import { ISSUE_TEXT, SLUG_TEXT } from '../../features/site';
import { reportInheritedOnce, type CellDraft } from './inherited-once';
import { pageUrl } from './page-url';
import type { AuditedCell, AuditFinding } from './types';

/** The name a report gives a locale: its tag, else its name, else its id. */
export const localeName = (l: SiteLocale): string => l.tag ?? l.displayName ?? l.id;

/** A finding with no place in the markup. */
export const unplaced = (
  severity: AuditFinding['severity'],
  rule: string,
  message: string,
  path: string,
): AuditFinding => ({
  severity,
  rule,
  message,
  path,
  line: null,
  column: null,
  endLine: null,
  endColumn: null,
});

const metadata = (issue: string, message: string, path: string) =>
  unplaced('warning', `metadata/${issue}`, message, path);

/** The grid's metadata flags of a cell as findings. */
function metadataFindings(cell: SiteCell, slug: string): AuditFinding[] {
  const found: AuditFinding[] = [];
  for (const issue of cellIssues(cell)) {
    if (issue.startsWith('title-')) {
      // The search result shows the SEO title, or the page title when that is empty.
      const field = cell.seoTitle === 'empty' ? 'title' : 'seo.title';
      found.push(metadata(issue, ISSUE_TEXT[issue], field));
    } else if (issue.startsWith('description-')) {
      found.push(metadata(issue, ISSUE_TEXT[issue], 'seo.description'));
    }
  }
  for (const code of cell.slug) {
    found.push(metadata(`slug-${code}`, t('site_slug_findings', slug, SLUG_TEXT[code]), 'slug'));
  }
  return found;
}

/** Everything `cellsOf` needs besides the audit. */
export interface CellContext {
  /** The checker's findings per cell key (cells that show markup; see `markupFindings`). */
  findings: ReadonlyMap<string, readonly AuditFinding[]>;
  /** The site's published origin (see `siteOrigin`). */
  origin: string;
}

/**
 * Every audited cell of `audit`, page by page, with its findings; a finding of markup that other
 * locales inherit is reported once, on the cell whose markup it is (see `reportInheritedOnce`).
 */
export function cellsOf(audit: SiteAudit, ctx: CellContext): AuditedCell[] {
  const pages = new Map<string, SitePage>(audit.pages.map((p) => [p.id, p]));
  const locales = new Map(audit.locales.map((l) => [l.primary ? null : l.id, l]));
  const drafts = audit.cells.map((cell): CellDraft => {
    const page = pages.get(cell.pageId);
    const locale = locales.get(cell.localeId);
    const key = localeKey(cell.localeId);
    const name = locale ? localeName(locale) : (cell.localeId ?? '');
    const path = page?.paths[key] ?? null;
    const unread =
      cell.state === 'unread'
        ? [unplaced('error', 'audit/unread', cell.messages[0] ?? t('site_state_unread'), '$')]
        : [];
    return {
      cell: {
        pageId: cell.pageId,
        pageTitle: page?.title ?? '',
        localeId: cell.localeId,
        locale: name,
        path,
        url: pageUrl(ctx.origin, path, cell.pageId, name),
        state: cell.state,
      },
      markup: [...(ctx.findings.get(cellKey(cell)) ?? [])],
      own: [...unread, ...metadataFindings(cell, page?.slugs[key] ?? '')],
    };
  });
  return reportInheritedOnce(drafts);
}
