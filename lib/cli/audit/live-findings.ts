/**
 * The live check's cells as findings of the report, rule ids under `live/`: a page that answers
 * 404 (`live/not-found`, an error) or cannot be read (`live/unreachable`, an error; a redirect is
 * `live/redirect` and an address on another host `live/off-origin`, warnings), saved markup the published page does not show (`live/differs`,
 * `live/missing`, warnings; `live/unpublished`, info: saved after the last publish), JSON-LD on the
 * page that is not valid JSON (`live/invalid-json`) or, besides the saved markup, has problems
 * (`live/extra-markup`), and every language signal (`live/hreflang-missing`, `live/canonical`, …,
 * warnings, with the fix), and what stops Google from showing the page (`index/noindex`,
 * `index/nosnippet`, `index/blocked`, `index/password`: warnings where the page has markup, else
 * info), said as the page's verdict ("Valid, but Google will not show it: …"). Each names the
 * address read. Pure.
 * @module
 */
import { t } from '../../core/i18n/t';
import { cellKey } from '../../features/site';
import type { Blocker, IndexBlock, LiveCell, LiveSiteResult } from '../../features/live-site';
import { blockerFix, blockerText, hiddenVerdict } from '../../features/live-site';
import { failureText, offOriginText, unreadText } from '../../features/live-site';
import type { AuditedCell, AuditFinding } from './types';

/** A finding about the page at `url` (no line or column: the page is the place), rule id in full. */
export const addressFinding = (
  severity: AuditFinding['severity'],
  rule: string,
  message: string,
  url: string,
): AuditFinding => ({
  severity,
  rule,
  message,
  path: url,
  line: null,
  column: null,
  endLine: null,
  endColumn: null,
  url,
});

const finding = (
  severity: AuditFinding['severity'],
  rule: string,
  message: string,
  url: string,
): AuditFinding => addressFinding(severity, `live/${rule}`, message, url);

/** The start of a redirect's reason, before the address it names. */
const redirectPrefix = () =>
  failureText({ kind: 'redirect', status: 0, location: '\u0000' }).split('\u0000')[0]!;

/** Why a page was not read, as its finding (the reason is the live check's own words). */
function unreachable(cell: LiveCell, origin: string): AuditFinding {
  const reason = cell.reason ?? '';
  const gone = [404, 410].map((status) => failureText({ kind: 'status', status }));
  if (gone.includes(reason)) return finding('error', 'not-found', reason, cell.url);
  if (reason === unreadText()) return finding('info', 'unread', reason, cell.url);
  if (reason === offOriginText(cell.url, origin))
    return finding('warning', 'off-origin', reason, cell.url);
  const redirect =
    reason.startsWith(redirectPrefix()) ||
    reason === failureText({ kind: 'redirect', status: 0, location: null });
  return redirect
    ? finding('warning', 'redirect', reason, cell.url)
    : finding('error', 'unreachable', reason, cell.url);
}

/**
 * What stops Google from showing the page, one finding per reason (a noindex both in a meta and a
 * header is one fault to fix): after the markup's own verdict, so the report never leaves a page
 * it will not show looking eligible.
 */
function indexFindings(cell: LiveCell, valid: boolean): AuditFinding[] {
  const byReason = new Map<Blocker, IndexBlock[]>();
  for (const block of cell.index ?? [])
    byReason.set(block.reason, [...(byReason.get(block.reason) ?? []), block]);
  // Without markup there is no rich result to lose: the page is only left out of search.
  const severity = cell.state === 'no-markup' ? 'info' : 'warning';
  return [...byReason].map(([reason, blocks]) => ({
    ...addressFinding(
      severity,
      `index/${reason}`,
      hiddenVerdict(blocks.map(blockerText), valid),
      cell.url,
    ),
    fix: blockerFix(reason),
  }));
}

/** One live cell's findings; `valid` when its markup has no error. */
function cellFindings(cell: LiveCell, origin: string, valid: boolean): AuditFinding[] {
  const found: AuditFinding[] = [];
  const add = (severity: AuditFinding['severity'], rule: string, message: string) =>
    found.push(finding(severity, rule, message, cell.url));
  switch (cell.state) {
    case 'unreachable':
      found.push(unreachable(cell, origin));
      break;
    case 'differs':
      add('warning', 'differs', t('live_differs'));
      break;
    case 'missing':
      add(
        'warning',
        'missing',
        'The published page does not show the saved markup: publish again.',
      );
      break;
    case 'unpublished':
      add('info', 'unpublished', 'The saved markup changed after the last publish: not live yet.');
      break;
  }
  if (cell.brokenBlocks) {
    add(
      'error',
      'invalid-json',
      t(
        cell.brokenBlocks === 1 ? 'live_invalid_one' : 'live_invalid_many',
        String(cell.brokenBlocks),
      ),
    );
  }
  if (cell.extraErrors || cell.extraWarnings) {
    add(
      cell.extraErrors ? 'error' : 'warning',
      'extra-markup',
      `JSON-LD on the published page besides the saved markup (custom code, an app) has ${cell.extraErrors ?? 0} error(s) and ${cell.extraWarnings ?? 0} warning(s).`,
    );
  }
  for (const f of cell.language) add('warning', f.rule, `${f.message}. Fix: ${f.fix}`);
  const broken = !!cell.extraErrors || !!cell.brokenBlocks;
  found.push(...indexFindings(cell, valid && !broken));
  return found;
}

/**
 * The keys (`cellKey`) of the cells whose markup has an error, by the findings made before the
 * live check (a metadata flag is not the markup's); a cell that inherits the primary's markup has
 * the errors of the cell that reports them.
 */
export function invalidMarkup(cells: readonly AuditedCell[]): Set<string> {
  const erroneous = (c: AuditedCell) =>
    c.findings.some((f) => f.severity === 'error' && !f.rule.startsWith('metadata/'));
  const byLocale = new Map(cells.map((c) => [`${c.pageId}\u0000${c.locale}`, c]));
  const invalid = new Set<string>();
  for (const cell of cells) {
    const source = cell.inherits && byLocale.get(`${cell.pageId}\u0000${cell.inherits.from}`);
    if (erroneous(cell) || (source && erroneous(source))) invalid.add(cellKey(cell));
  }
  return invalid;
}

/**
 * The findings of a live check by cell key (`cellKey`), for the cells that have any; `invalid`
 * holds the cells whose markup has an error (see `invalidMarkup`).
 */
export function liveFindings(
  result: LiveSiteResult,
  invalid: ReadonlySet<string>,
): Map<string, AuditFinding[]> {
  const byCell = new Map<string, AuditFinding[]>();
  for (const cell of result.cells) {
    const key = cellKey(cell);
    const found = cellFindings(cell, new URL(result.origin).origin, !invalid.has(key));
    if (found.length > 0) byCell.set(key, found);
  }
  return byCell;
}
