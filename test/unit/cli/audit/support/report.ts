/** Reports made by hand for the format tests. */
import { summarize } from '@/lib/cli/audit/levels';
import type { ReportFormat } from '@/lib/cli/audit/report-format';
import type {
  AuditedCell,
  AuditFinding,
  FailOn,
  RunSummary,
  SiteOutcome,
} from '@/lib/cli/audit/types';

/** A whole run with every site's cells, as the formats see it site by site. */
export interface AuditReport {
  startedAt: number;
  finishedAt: number;
  failOn: FailOn;
  sites: SiteOutcome[];
}

/** The run's summary: what it keeps of each site. */
export const runOf = (report: AuditReport): RunSummary => ({
  ...report,
  sites: report.sites.map(summarize),
});

/** The whole report in `format`, sites in the order given, as the CLI writes it. */
export function render(format: ReportFormat, report: AuditReport): string {
  const run = runOf(report);
  const sites = report.sites.flatMap((s, i) => [...format.site(s, run.sites[i]!)]);
  const start = { ...run, finishedAt: run.startedAt, sites: [] };
  const head = [...format.head(format.totalsFirst ? run : start)];
  return [...head, ...sites, ...format.tail(run)].join('');
}

/** A finding with defaults. */
export function finding(overrides: Partial<AuditFinding> = {}): AuditFinding {
  return {
    severity: 'error',
    rule: 'vocab/unknown-property',
    message: 'schema.org has no property "colour". Did you mean "color"?',
    path: '$.colour',
    line: 4,
    column: 3,
    endLine: 4,
    endColumn: 11,
    ...overrides,
  };
}

/** A cell with defaults. */
export function cell(overrides: Partial<AuditedCell> = {}): AuditedCell {
  return {
    pageId: 'p1',
    pageTitle: 'Pricing',
    localeId: null,
    locale: 'en',
    path: '/pricing',
    url: 'https://www.acme.example/pricing',
    state: 'own',
    findings: [],
    ...overrides,
  };
}

/** A site outcome with defaults. */
export function site(overrides: Partial<SiteOutcome> = {}): SiteOutcome {
  return {
    siteId: 's1',
    siteName: 'Acme',
    tokenEnv: 'SITE_COMPANION_TOKEN',
    failure: null,
    locales: ['en', 'fr'],
    cells: [],
    requests: { listing: 3, schemaReads: 1 },
    rateLimit: 60,
    startedAt: Date.UTC(2026, 10, 20, 10, 0, 0),
    auditMs: 1200,
    durationMs: 1500,
    ...overrides,
  };
}

/** Text no report may pass through unescaped: markup, quotes, an ampersand and control characters. */
export const NASTY = `<script>alert("x")</script> & 'quotes' \u0001\u001b[31m \uFFFF end`;

/** Two audited sites (one with every kind of finding, one clean) and one that failed. */
export function sampleReport(overrides: Partial<AuditReport> = {}): AuditReport {
  const acme = site({
    cells: [
      cell({
        findings: [
          finding(),
          finding({
            severity: 'warning',
            rule: 'rich/article/recommended',
            message: 'Google recommends "image" for Article rich results.',
            path: "$['@graph'][0]",
            docs: 'https://developers.google.com/search/docs/appearance/structured-data/article',
          }),
        ],
      }),
      cell({
        localeId: 'fr1',
        locale: 'fr',
        path: '/fr/tarifs',
        url: 'https://www.acme.example/fr/tarifs',
        state: 'inherited',
        findings: [finding({ severity: 'info', rule: 'rich/faq/limited', path: '$' })],
      }),
      cell({
        pageId: 'p2',
        pageTitle: NASTY,
        path: null,
        url: 'https://www.acme.example/#page=p2&locale=en',
        findings: [
          finding({
            severity: 'warning',
            rule: 'metadata/title-long',
            message: NASTY,
            path: 'seo.title',
            line: null,
            column: null,
            endLine: null,
            endColumn: null,
          }),
        ],
      }),
      cell({
        pageId: 'p3',
        pageTitle: 'About',
        path: '/about',
        url: 'https://www.acme.example/about',
      }),
    ],
  });
  const clean = site({
    siteId: 's2',
    siteName: 'Clean & Co',
    cells: [cell({ pageId: 'q1', pageTitle: 'Home', path: '/', url: 'https://clean.example/' })],
  });
  const refused = site({
    siteId: 's3',
    siteName: 's3',
    tokenEnv: 'S3_TOKEN',
    failure: { kind: 'auth', message: 'the service refused the token in S3_TOKEN (HTTP 401)' },
    locales: [],
    requests: null,
  });
  return {
    startedAt: Date.UTC(2026, 10, 20, 10, 0, 0),
    finishedAt: Date.UTC(2026, 10, 20, 10, 0, 2),
    failOn: 'error',
    sites: [acme, clean, refused],
    ...overrides,
  };
}
