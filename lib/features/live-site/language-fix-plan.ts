/**
 * The bulk changes that fix a live check's fixable language findings, in the order they must run:
 * inheriting cells first get markup of their own (`create-locale-versions`), then `inLanguage` is
 * set to each locale's tag (`set-in-language`), then `url`/`@id` values are pointed at each
 * locale's own URL (`set-locale-urls`). Each entry is planned with `bulk.planBulkChange` (its preview)
 * once the job of the entry before it has finished, since planning reads the cells fresh.
 * @module
 */
import type { CellRef } from '../site';
import type { LanguageFixEntry, LiveSiteResult } from './live-types';

/** The primary's URL of each page, from the result's primary cells. */
function primaryUrls(result: LiveSiteResult): Map<string, string> {
  return new Map(result.cells.filter((c) => c.localeId === null).map((c) => [c.pageId, c.url]));
}

/** The fix plan of `result`; empty when nothing is fixable. */
export function languageFixPlan(result: LiveSiteResult): LanguageFixEntry[] {
  const inherited: CellRef[] = [];
  const inLanguage: CellRef[] = [];
  const localeUrls: { cell: CellRef & { localeId: string }; from: string; to: string }[] = [];
  let inLanguageFindings = 0;
  const primaries = primaryUrls(result);
  for (const cell of result.cells) {
    const ref = { pageId: cell.pageId, localeId: cell.localeId };
    const findings = cell.language.filter((f) => f.fixable);
    const language = findings.filter((f) => f.rule === 'in-language');
    if (language.length > 0) {
      inLanguageFindings += language.length;
      inLanguage.push(ref);
      if (cell.inherited) inherited.push(ref);
    }
    const from = primaries.get(cell.pageId);
    if (from && cell.localeId !== null && findings.some((f) => f.rule === 'locale-url'))
      localeUrls.push({
        cell: { pageId: cell.pageId, localeId: cell.localeId },
        from,
        to: cell.url,
      });
  }
  const out: LanguageFixEntry[] = [];
  if (inherited.length > 0)
    out.push({
      change: { type: 'create-locale-versions' },
      cells: inherited,
      rules: ['in-language'],
      findings: 0,
    });
  if (inLanguage.length > 0)
    out.push({
      change: { type: 'set-in-language' },
      cells: inLanguage,
      rules: ['in-language'],
      findings: inLanguageFindings,
    });
  if (localeUrls.length > 0)
    out.push({
      change: {
        type: 'set-locale-urls',
        urls: localeUrls.map(({ cell, from, to }) => ({ ...cell, from, to })),
      },
      cells: localeUrls.map((u) => u.cell),
      rules: ['locale-url'],
      findings: localeUrls.length,
    });
  return out;
}
