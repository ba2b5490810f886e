/**
 * A site's publish forecast (`--forecast`) in the SARIF report: one result per problem the publish
 * makes, removes or keeps on a page version it changes (`pageIssues`), each with its own
 * `forecast/…` rule and SARIF's `baselineState` against the live pages — `new` for what the
 * publish introduces (a rich result lost or made not eligible, a move with no redirect),
 * `absent` for what it removes (a rich result made eligible), `unchanged` for a rich result that
 * stays not eligible. Its location is the page version's address on that host (a template's: the
 * item page read for it), and its fingerprint stays the same from run to run. A forecast that
 * cannot vouch for its publish is a tool execution notification. Pure.
 * @module
 */
import { createHash } from 'node:crypto';
import type { HostForecast } from '../../features/publish/forecast/forecast-types';
import {
  addressText,
  FORECAST_RULES,
  forecastFailed,
  forecastJson,
  forecastProblem,
  localeOf,
  pageIssues,
  type ForecastIssue,
} from './forecast-outcome';
import { pageUrl } from './page-url';
import { LEVEL, type Rules } from './sarif-rules';
import type { SiteForecast, SiteOutcome, SiteSummary } from './types';

/** A fingerprint that stays the same across runs for the same problem on the same version. */
function fingerprint(site: SiteOutcome, f: HostForecast, issue: ForecastIssue): string {
  const { page, feature } = issue;
  const key = [site.siteId, f.key, page.pageId, page.localeId ?? '', issue.rule, feature?.name];
  return createHash('sha256')
    .update(key.map((k) => k ?? '').join('\u0000'))
    .digest('hex');
}

/** What a problem is, in a sentence. */
function issueText({ rule, page, feature }: ForecastIssue): string {
  const why = feature?.reason ? ` (${feature.reason})` : '';
  const name = feature?.name ?? '';
  switch (rule) {
    case 'forecast/moved-without-redirect':
      return `The publish moves the page with no redirect: ${addressText(page.address!)}; its old address will answer 404`;
    case 'forecast/rich-result-lost':
      return feature?.after === 'absent'
        ? `The publish removes ${name}, which Google can show on the live page`
        : `${name} will no longer be eligible after the publish${why}`;
    case 'forecast/not-eligible':
      return `The publish adds ${name}, not eligible${why}`;
    case 'forecast/still-not-eligible':
      return `${name} stays not eligible after the publish${why}`;
    case 'forecast/rich-result-gained':
      return `${name} becomes eligible with the publish (it is not eligible on the live page)`;
  }
}

function result(site: SiteOutcome, f: HostForecast, issue: ForecastIssue, rules: Rules) {
  const { page, feature } = issue;
  const locale = localeOf(page);
  const where = `${site.siteName} · ${f.host} · ${locale} · ${page.path}`;
  const reach = page.template ? `; the template reaches ${page.template.items} item pages` : '';
  const fix = FORECAST_RULES[issue.rule].fix;
  return {
    ruleId: issue.rule,
    ruleIndex: rules.indexOf({ rule: issue.rule, severity: issue.severity, fix }),
    level: LEVEL[issue.severity],
    baselineState: issue.baseline,
    message: {
      text: `${issueText(issue)} — ${page.title} ${page.path} (${locale}) on ${f.host}${reach}`,
    },
    locations: [
      {
        physicalLocation: {
          // A template has no address of its own: the item page read for "before" stands for it.
          artifactLocation: {
            uri: page.template?.itemUrl ?? pageUrl(f.origin, page.path, page.pageId, locale),
          },
          region: { startLine: 1 },
        },
        logicalLocations: [
          { name: page.path, fullyQualifiedName: where, kind: 'resource' },
          ...(feature
            ? [
                {
                  name: feature.name,
                  fullyQualifiedName: `${where} · ${feature.name}`,
                  kind: 'member',
                },
              ]
            : []),
        ],
      },
    ],
    partialFingerprints: { 'siteAuditForecast/v1': fingerprint(site, f, issue) },
    properties: {
      siteId: site.siteId,
      siteName: site.siteName,
      host: f.host,
      pageId: page.pageId,
      pageTitle: page.title,
      localeId: page.localeId,
      locale,
      path: page.path,
      state: page.state,
      ...(feature ? { feature } : {}),
      ...(page.address ? { address: page.address } : {}),
      ...(page.hidden ? { hidden: page.hidden } : {}),
      ...(page.template ? { template: page.template } : {}),
    },
  };
}

/** The SARIF results of a site's forecast, in the order of its page versions. */
export function* forecastResults(site: SiteOutcome, rules: Rules): Generator<object> {
  const f = site.forecast;
  if (!f || forecastFailed(f)) return;
  for (const page of f.pages)
    for (const issue of pageIssues(page)) yield result(site, f, issue, rules);
}

/** A forecast that cannot vouch for its publish, per site, as tool execution notifications. */
export const forecastNotifications = (sites: readonly SiteSummary[]) =>
  sites.flatMap((s) => {
    const problem = s.forecast && forecastProblem(s.forecast);
    if (!problem) return [];
    return [
      {
        level: 'error',
        message: { text: `site ${s.siteId} (${s.siteName}): ${problem}` },
        properties: { siteId: s.siteId, failure: 'forecast' },
      },
    ];
  });

/** What the run's properties say of a site's forecast: all but its page versions. */
export function forecastSummary(f: SiteForecast) {
  if (forecastFailed(f)) return forecastJson(f);
  const { pages: _pages, ...rest } = f;
  return { ...rest, outcome: forecastJson(f).outcome };
}
