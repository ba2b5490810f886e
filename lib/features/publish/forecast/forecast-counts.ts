/**
 * The summary at the top of a host's forecast, and what a publish loses (what Publish asks about
 * first). Pure.
 * @module
 */
import { isGain, isLoss } from './feature-verdicts';
import type { ForecastCounts, PageForecast } from './forecast-types';

/** Rich-result names with the number of versions, most first. */
function tally(names: string[]): { name: string; pages: number }[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, pages]) => ({ name, pages })).sort((a, b) => b.pages - a.pages);
}

/**
 * Whether a version moves from a known address with no redirect in place or planned (with its old
 * address unknown here, nothing says a link to it breaks: it is listed, not counted).
 */
export const movesWithoutRedirect = (page: PageForecast): boolean =>
  page.address !== undefined && page.address.from !== null && page.address.redirect === 'none';

/** The counts of a host's changed versions. */
export function forecastCounts(pages: readonly PageForecast[]): ForecastCounts {
  // Google shows no rich result of a hidden page, before or after.
  const shown = pages.filter((p) => !p.hidden);
  const losses = shown.flatMap((p) => p.features.filter(isLoss).map((f) => f.name));
  const gains = shown.flatMap((p) => p.features.filter(isGain).map((f) => f.name));
  const templates = pages.filter((p) => p.template);
  return {
    pages: pages.length,
    losing: shown.filter((p) => p.features.some(isLoss)).length,
    lost: tally(losses),
    gained: tally(gains),
    movedWithoutRedirect: pages.filter(movesWithoutRedirect).length,
    templates: templates.length,
    itemPages: templates.reduce((n, p) => n + (p.template?.items ?? 0), 0),
  };
}
