/**
 * What a site's publish forecast (`--forecast`) means for the run, the same for every format: the
 * problems the publish makes, removes or keeps on each page version it changes (each with its rule
 * and its SARIF baseline state against the live pages), whether it loses anything (a rich result
 * Google shows now, an address with no redirect: exit status 1), and whether the forecast could
 * not vouch for it (not made, or changed versions not read: exit status 2). Pure.
 * @module
 */
import type { Severity } from '../../jsonld';
import { isLoss } from '../../features/publish/forecast/feature-verdicts';
import { movesWithoutRedirect } from '../../features/publish/forecast/forecast-counts';
import type {
  FeatureChange,
  FeatureStatus,
  HostForecast,
  PageForecast,
  RedirectState,
} from '../../features/publish/forecast/forecast-types';
import type { ExitCode, SiteForecast, SiteSummary } from './types';

/** A forecast that could not be made, and why. */
export type ForecastFailure = Extract<SiteForecast, { error: string }>;

/** The rules of the forecast's problems. */
export type ForecastRule =
  | 'forecast/rich-result-lost'
  | 'forecast/moved-without-redirect'
  | 'forecast/not-eligible'
  | 'forecast/still-not-eligible'
  | 'forecast/rich-result-gained';

/** What each forecast rule finds, in a line (SARIF's rule descriptions), and what to do. */
export const FORECAST_RULES: Record<ForecastRule, { text: string; fix: string }> = {
  'forecast/rich-result-lost': {
    text: 'The publish loses a rich result Google can show on the live page',
    fix: 'Fix the saved markup (the message names what the rich result misses) before publishing.',
  },
  'forecast/moved-without-redirect': {
    text: 'The publish moves a page with no redirect from its old address in place or planned',
    fix: 'Add a 301 redirect from the old address to the new one before publishing.',
  },
  'forecast/not-eligible': {
    text: 'The publish adds a rich result Google will not show (not eligible)',
    fix: 'Add the properties the message names to the saved markup.',
  },
  'forecast/still-not-eligible': {
    text: 'A rich result not eligible on the live page stays not eligible after the publish',
    fix: 'Add the properties the message names to the saved markup.',
  },
  'forecast/rich-result-gained': {
    text: 'The publish makes a rich result eligible that is not eligible on the live page',
    fix: 'Nothing to do: the publish fixes it.',
  },
};

/** One problem of a changed page version, against the live page (SARIF's `baselineState`). */
export interface ForecastIssue {
  rule: ForecastRule;
  baseline: 'new' | 'absent' | 'unchanged';
  severity: Severity;
  page: PageForecast;
  /** The rich result, for all rules but `forecast/moved-without-redirect`. */
  feature?: FeatureChange;
}

/** Whether the forecast could not be made. */
export const forecastFailed = (f: SiteForecast): f is ForecastFailure => 'error' in f;

/** The rule of a rich result's change on a page Google shows; null: no problem either side. */
function featureRule(c: FeatureChange): Omit<ForecastIssue, 'page' | 'feature'> | null {
  if (isLoss(c)) return { rule: 'forecast/rich-result-lost', baseline: 'new', severity: 'error' };
  if (c.after === 'not-eligible')
    return c.before === 'not-eligible'
      ? { rule: 'forecast/still-not-eligible', baseline: 'unchanged', severity: 'warning' }
      : { rule: 'forecast/not-eligible', baseline: 'new', severity: 'warning' };
  if (c.after === 'eligible' && c.before === 'not-eligible')
    return { rule: 'forecast/rich-result-gained', baseline: 'absent', severity: 'info' };
  // Added where there was none: no problem on either side, so nothing to say but the change.
  return null;
}

/** The problems of one changed version: a hidden page's rich results are neither lost nor gained. */
export function pageIssues(page: PageForecast): ForecastIssue[] {
  const issues: ForecastIssue[] = [];
  if (movesWithoutRedirect(page))
    issues.push({
      rule: 'forecast/moved-without-redirect',
      baseline: 'new',
      severity: 'error',
      page,
    });
  if (page.hidden?.length) return issues;
  for (const feature of page.features) {
    const rule = featureRule(feature);
    if (rule) issues.push({ ...rule, page, feature });
  }
  return issues;
}

/** Changed versions whose live version could not be read (not a 404): their losses are unknown. */
export const unreadPages = (f: HostForecast): PageForecast[] =>
  f.pages.filter(
    (p) => (p.state === 'unread' && p.reason !== undefined) || p.address?.from === null,
  );

/** Whether the publish loses anything on the host. */
const forecastLoses = (f: SiteForecast): boolean =>
  !forecastFailed(f) && (f.counts.losing > 0 || f.counts.movedWithoutRedirect > 0);

/** Why the forecast cannot vouch for the publish, in a line; null when it can. */
export function forecastProblem(f: SiteForecast): string | null {
  if (forecastFailed(f)) return `the forecast of ${f.host} could not be made: ${f.error}`;
  const unread = unreadPages(f);
  if (unread.length === 0) return null;
  const first = unread[0]!;
  return `the forecast of ${f.host} could not read ${unread.length} changed page version(s) live, so what the publish loses there is not known (${first.path}: ${first.reason ?? 'not live at its saved address, and where it is live now is not known'})`;
}

/**
 * The run's exit status with `--forecast`: 2 when a forecast could not vouch for its publish, 1
 * when a publish loses something, else 0 — whatever the audit's findings (a site not audited is
 * 2 before this is asked).
 */
export function forecastExitCode(sites: readonly SiteSummary[]): ExitCode {
  const forecasts = sites.flatMap((s) => (s.forecast ? [s.forecast] : []));
  if (forecasts.some((f) => forecastProblem(f) !== null)) return 2;
  return forecasts.some(forecastLoses) ? 1 : 0;
}

/** What became of a site's forecast, in a few words (the summary's outcome column). */
export function forecastOutcomeText(f: SiteForecast): string {
  if (forecastProblem(f) !== null) return 'forecast not known';
  if (forecastFailed(f) || !forecastLoses(f)) return 'the publish loses nothing';
  return `the publish loses: ${lossesText(f)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `Event lost on 2; 1 address change without a redirect` (empty when nothing is lost). */
export function lossesText(f: HostForecast): string {
  const lost = f.counts.lost.map((l) => `${l.name} lost on ${l.pages}`);
  const moved = f.counts.movedWithoutRedirect;
  return [
    ...lost,
    ...(moved > 0 ? [`${plural(moved, 'address change')} without a redirect`] : []),
  ].join('; ');
}

const STATUS: Record<FeatureStatus, string> = {
  eligible: 'eligible',
  'not-eligible': 'not eligible',
  absent: 'none',
};

/** A rich result before → after, with why it is not eligible after. */
export const featureText = (c: FeatureChange): string =>
  `${c.name}: ${STATUS[c.before]} → ${STATUS[c.after]}${c.reason ? ` (${c.reason})` : ''}`;

const REDIRECT: Record<RedirectState, string> = {
  'in-place': 'a redirect is in place',
  planned: 'a redirect is planned',
  none: 'no redirect in place or planned',
};

/** An address change, e.g. `/pricing → /prices, no redirect in place or planned`. */
export const addressText = (a: NonNullable<PageForecast['address']>): string =>
  `${a.from ?? '(old address not known)'} → ${a.to}, ${REDIRECT[a.redirect]}`;

/** A version's locale as the reports name it. */
export const localeOf = (page: PageForecast): string =>
  page.localeTag ?? (page.localeId === null ? 'primary' : page.localeId);

/** The JSON report's `forecast` of a site: the forecast's facts and what they mean for the run. */
export function forecastJson(f: SiteForecast) {
  const outcome = forecastProblem(f) !== null ? 'unknown' : forecastLoses(f) ? 'loses' : 'passed';
  return { ...f, outcome };
}
