/**
 * A site's publish forecast (`--forecast`) in the JUnit report: a test suite of its own after the
 * site's, one test case per page version the publish changes — failing when it loses something
 * (a rich result Google shows now, an address with no redirect), in error when its live version
 * could not be read, passing otherwise with what changes in its output (gains and rich results
 * that stay not eligible included). A host where nothing changes is one passing test case; a
 * forecast that could not be made is one test case in error. Pure.
 * @module
 */
import type { PageForecast } from '../../features/publish/forecast/forecast-types';
import {
  addressText,
  featureText,
  forecastFailed,
  forecastProblem,
  localeOf,
  pageIssues,
  unreadPages,
} from './forecast-outcome';
import { attrs, xmlEscape } from './junit-xml';
import { safeText } from './safe-text';
import { siteLabel } from './text';
import type { SiteOutcome, SiteSummary } from './types';

/** What the root element counts of a site's forecast suite. */
export function forecastTotals(site: Pick<SiteSummary, 'forecast' | 'failure'>): {
  tests: number;
  errors: number;
} {
  const f = site.forecast;
  if (!f || site.failure) return { tests: 0, errors: 0 };
  if (forecastFailed(f)) return { tests: 1, errors: 1 };
  return { tests: Math.max(1, f.pages.length), errors: unreadPages(f).length };
}

/** What a version's output says: every change, one a line. */
const changeLines = (page: PageForecast) => [
  ...page.features.map(featureText),
  ...(page.address ? [`address: ${addressText(page.address)}`] : []),
  ...(page.template ? [`template: reaches ${page.template.items} item page(s)`] : []),
  ...(page.hidden?.length
    ? [`Google does not show this page (${page.hidden.map((h) => h.reason).join(', ')})`]
    : []),
];

const text = (lines: string[]) => xmlEscape(lines.map(safeText).join('\n'));

/** One changed version's test case, and whether it fails. */
function testCase(classname: string, host: string, page: PageForecast) {
  const locale = localeOf(page);
  const head = `    <testcase${attrs({ classname, name: `${page.path} (${locale})`, time: '0' })}>`;
  const losses = pageIssues(page).filter((i) => i.severity === 'error');
  const out = `      <system-out>${text(changeLines(page))}</system-out>`;
  let verdict = '';
  if (losses.length > 0) {
    const message = `the publish loses ${losses.length} thing(s) on ${host}${page.path}`;
    const lost = losses.map((i) =>
      i.feature ? featureText(i.feature) : `address: ${addressText(page.address!)}`,
    );
    verdict = `      <failure${attrs({ message, type: losses[0]!.rule })}>${text(lost)}</failure>\n`;
  } else if (page.state === 'unread' && page.reason) {
    verdict = `      <error${attrs({ message: `live version not read: ${page.reason}`, type: 'forecast/unread' })}/>\n`;
  }
  return { xml: `${head}\n${verdict}${out}\n    </testcase>\n`, fails: losses.length > 0 };
}

/** The forecast suite of `site` (nothing without `--forecast`), and its failing test cases. */
export function forecastSuite(site: SiteOutcome): { xml: string; failures: number } {
  const f = site.forecast;
  if (!f || site.failure) return { xml: '', failures: 0 };
  const classname = `${site.siteName}.forecast`;
  const common = {
    name: `${siteLabel(site)} forecast on ${f.host}`,
    timestamp: new Date(site.startedAt).toISOString().slice(0, 19),
    time: '0',
  };
  if (forecastFailed(f)) {
    const problem = forecastProblem(f)!;
    return {
      xml: [
        `  <testsuite${attrs({ ...common, tests: 1, failures: 0, errors: 1, skipped: 0 })}>\n`,
        `    <testcase${attrs({ classname, name: `forecast on ${f.host}`, time: '0' })}>\n`,
        `      <error${attrs({ message: problem, type: 'forecast' })}/>\n`,
        '    </testcase>\n  </testsuite>\n',
      ].join(''),
      failures: 0,
    };
  }
  const cases = f.pages.map((p) => testCase(classname, f.host, p));
  const failures = cases.filter((c) => c.fails).length;
  const { tests, errors } = forecastTotals(site);
  const body =
    cases.length > 0
      ? cases.map((c) => c.xml).join('')
      : `    <testcase${attrs({ classname, name: `nothing changes on ${f.host}`, time: '0' })}/>\n`;
  return {
    xml: `  <testsuite${attrs({ ...common, tests, failures, errors, skipped: 0 })}>\n${body}  </testsuite>\n`,
    failures,
  };
}
