/**
 * The report as JUnit XML for CI test views: one test suite per site, one test case per page ×
 * locale (and, with `--live`, per item page and for the host read), failing when the cell has a
 * finding at or above `--fail-on` (the others are listed in its output, info never fails). A finding of inherited markup fails only the test case of the locale it is
 * reported in; an inheriting locale's output says where. A site that could not be audited is one
 * test case in error. With `--forecast`, each site's forecast is a suite of its own after it
 * (`forecast-junit.ts`); the audit's test cases fail as without it. With `--shard`, the root's and
 * every suite's name say which shard ran them, so the suites of a matrix's jobs stay apart where a
 * CI view gathers them. Pure.
 * @module
 */
import { forecastSuite, forecastTotals } from './forecast-junit';
import { attrs, xmlEscape } from './junit-xml';
import { cellFails, fails } from './levels';
import { pageName } from './page-url';
import type { FormatOptions, ReportFormat } from './report-format';
import { safeText } from './safe-text';
import { shardName, type Shard } from './shard';
import { findingText, inheritedNote, siteLabel } from './text';
import type { AuditedCell, AuditFinding, FailOn, SiteOutcome } from './types';

const seconds = (ms: number) => (ms / 1000).toFixed(3);

// One line per finding: site data in it cannot break the line (see `safeText`).
const line = (f: AuditFinding) =>
  safeText(
    `${f.severity} ${f.rule}: ${findingText(f)} (at ${f.path}${f.line === null ? '' : `, line ${f.line}`}${inheritedNote(f)})`,
  );

/** Where an inheriting cell's findings are reported instead of in its own test case. */
const inheritsLine = (cell: AuditedCell) =>
  cell.inherits
    ? [
        safeText(
          `inherits the markup of ${cell.inherits.from}: its ${cell.inherits.findings} finding(s) are reported once, in the ${cell.inherits.from} test case of this page`,
        ),
      ]
    : [];

function testCase(site: SiteOutcome, cell: AuditedCell, failOn: FailOn): string {
  const name = `${pageName(cell)} (${cell.locale})`;
  const head = `    <testcase${attrs({ classname: `${site.siteName}.${cell.locale}`, name, time: '0' })}`;
  if (cell.findings.length === 0 && !cell.inherits) return `${head}/>`;
  const failing = cell.findings.filter((f) => fails(f.severity, failOn));
  const others = [
    ...cell.findings.filter((f) => !fails(f.severity, failOn)).map(line),
    ...inheritsLine(cell),
  ];
  const parts: string[] = [];
  if (failing.length > 0) {
    const message = `${failing.length} finding(s) at or above ${failOn} on ${cell.url}`;
    parts.push(
      `      <failure${attrs({ message, type: failing[0]!.rule })}>${xmlEscape(failing.map(line).join('\n'))}</failure>`,
    );
  }
  if (others.length > 0) {
    parts.push(`      <system-out>${xmlEscape(others.join('\n'))}</system-out>`);
  }
  return `${head}>\n${parts.join('\n')}\n    </testcase>`;
}

/** One site's test suite (then `after`); `failures` is its number of failing test cases. */
function* suite(
  site: SiteOutcome,
  failures: number,
  failOn: FailOn,
  shard: Shard | undefined,
  after = '',
): Generator<string> {
  const common = {
    name: `${siteLabel(site)}${shard ? `, ${shardName(shard)}` : ''}`,
    timestamp: new Date(site.startedAt).toISOString().slice(0, 19),
    time: seconds(site.durationMs),
  };
  if (site.failure) {
    yield `  <testsuite${attrs({ ...common, tests: 1, failures: 0, errors: 1, skipped: 0 })}>\n`;
    yield `    <testcase${attrs({ classname: site.siteName, name: 'site audit', time: common.time })}>\n`;
    yield `      <error${attrs({ message: site.failure.message, type: site.failure.kind })}/>\n`;
    yield '    </testcase>\n  </testsuite>\n';
    return;
  }
  const tests = site.cells.length;
  yield `  <testsuite${attrs({ ...common, tests, failures, errors: 0, skipped: 0 })}>\n`;
  yield [
    '    <properties>',
    `      <property${attrs({ name: 'siteId', value: site.siteId })}/>`,
    `      <property${attrs({ name: 'locales', value: site.locales.join(', ') })}/>`,
    `      <property${attrs({ name: 'failOn', value: failOn })}/>`,
    '    </properties>\n',
  ].join('\n');
  for (const cell of site.cells) yield `${testCase(site, cell, failOn)}\n`;
  yield `  </testsuite>\n${after}`;
}

/**
 * The report as a JUnit XML document. Its root element carries the run's totals, so it is written
 * last, before the suites (`totalsFirst`).
 */
export function junitFormat({ failOn, shard }: FormatOptions): ReportFormat {
  let failures = 0;
  return {
    totalsFirst: true,
    head(run) {
      const forecasts = run.sites.map(forecastTotals);
      const tests =
        run.sites.reduce((n, s) => n + (s.failure ? 1 : s.counts.cells), 0) +
        forecasts.reduce((n, f) => n + f.tests, 0);
      const errors =
        run.sites.filter((s) => s.failure).length + forecasts.reduce((n, f) => n + f.errors, 0);
      const time = seconds(run.finishedAt - run.startedAt);
      const name = `Site audit${shard ? `, ${shardName(shard)}` : ''}`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        `<testsuites${attrs({ name, tests, failures, errors, time })}>\n`,
      ];
    },
    site(site) {
      const failing = site.cells.filter((c) => cellFails(c, failOn)).length;
      const forecast = forecastSuite(site);
      failures += failing + forecast.failures;
      return suite(site, failing, failOn, shard, forecast.xml);
    },
    tail: () => ['</testsuites>\n'],
  };
}
