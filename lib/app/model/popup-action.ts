/**
 * The popup's one main action: what an editor most needs for the page's state.
 * @module
 */
import type { PageLocation } from '../../core/locate/page-locator';
import type { LocaleSummary } from '../../features/schema/summary';

/** The main action and the locale it acts on. */
export type MainAction =
  /** Some locale's markup has errors (or is legacy markup): open it in the side panel. */
  | { kind: 'fix'; localeId: string }
  /** A locale only inherits the primary's markup: start its own version. */
  | { kind: 'create'; localeId: string; name: string }
  /** The tab's page has no markup in the tab's locale: start "Add schema…" there. */
  | { kind: 'add' }
  /** All is well (or not known yet): open the side panel. */
  | { kind: 'open' };

/**
 * Picks the main action: errors first (the tab's locale, then the primary whose errors every
 * inheriting locale shows, then the others; legacy markup counts), then a locale that only
 * inherits (the tab's own first), then markup for the tab's locale when it has none.
 */
export function mainAction(
  location: PageLocation | undefined,
  summaries: readonly LocaleSummary[] | undefined,
): MainAction {
  if (!location || !summaries) return { kind: 'open' };
  const primary = location.locales.find((l) => l.primary);
  const localeOf = (s: LocaleSummary) =>
    s.localeId === null ? primary : location.locales.find((l) => l.id === s.localeId);
  const here = (s: LocaleSummary) => localeOf(s)?.id === location.locale.id;
  const ordered = [...summaries]
    .filter((s) => localeOf(s) !== undefined)
    .sort((a, b) => Number(here(b)) - Number(here(a)));
  const idOf = (s: LocaleSummary) => localeOf(s)!.id;

  const broken = ordered.filter(
    (s) => s.state !== 'inherited' && (s.errors > 0 || s.state === 'raw'),
  );
  const fix = broken.find(here) ?? broken.find((s) => s.localeId === null) ?? broken[0];
  if (fix) return { kind: 'fix', localeId: idOf(fix) };
  const inherits = ordered.find((s) => s.state === 'inherited');
  if (inherits) return { kind: 'create', localeId: idOf(inherits), name: localeOf(inherits)!.name };
  if (ordered.some((s) => here(s) && s.state === 'none')) return { kind: 'add' };
  return { kind: 'open' };
}
