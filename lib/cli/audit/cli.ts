/**
 * `npm run audit`: audits whole sites without a browser, on the grid's own code, and writes the
 * report as text, JSON, SARIF or JUnit. Exit status 0 when nothing is at or above `--fail-on`,
 * 1 when something is, 2 on misuse or when a site could not be audited (each with one line on
 * stderr), 130 or 143 when stopped by SIGINT or SIGTERM (`temp-paths.ts`). Progress goes to
 * stderr only on a terminal. No token is ever written anywhere: every text that leaves is scrubbed
 * of the tokens in use, as a last guard.
 * With `--forecast`, 1 means a publish would lose something, whatever the findings
 * (`forecast-outcome.ts`).
 * @module
 */
import type { AuditProgress } from '../../features/site';
import { parseAuditArgs, UsageError, type AuditConfig, type ArgsEnv } from './args';
import { loadAuditCheck } from './check';
import { loadItemCheck } from '../../features/live-site';
import { loadForecastCheck } from '../../features/publish/forecast/load-check';
import { forecastProblem } from './forecast-outcome';
import { jsonFormat } from './json';
import { pageFetch } from './page-fetch';
import { junitFormat } from './junit';
import { exitCodeOf, summarize } from './levels';
import type { ReportFormat } from './report-format';
import { auditSites } from './run-sites';
import { sarifFormat } from './sarif';
import { emptyShardNote } from './shard';
import { summaryLines, textFormat } from './text';
import type { ExitCode, RunSummary, SiteSummary } from './types';
import { safeJson, safeText } from './safe-text';
import { USAGE } from './usage';
import { fileSink, reportWriter, streamSink, type Output, type Sink } from './write-report';

export type { Output } from './write-report';

/** What the CLI needs from the process; tests pass their own. */
export interface CliIo extends ArgsEnv {
  stdout: Output;
  stderr: Output;
  /** Version written into SARIF and JSON. */
  version: string;
  /** Opens the `--out` file; default: the file system. */
  openFile?(path: string): Promise<Sink>;
}

/** Replaces every token in use by `[redacted]`, in one pass. */
function scrubber(config: AuditConfig): (text: string) => string {
  const tokens = [...new Set(config.targets.map((t) => t.token))].filter((t) => t.length >= 4);
  if (tokens.length === 0) return (text) => text;
  // Longest first, so a token that contains another is replaced whole.
  const escaped = tokens
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const any = new RegExp(escaped.join('|'), 'g');
  return (text) => text.replace(any, '[redacted]');
}

/** The chosen format's writer of pieces. */
function formatOf(config: AuditConfig, version: string): ReportFormat {
  const options = {
    version,
    failOn: config.failOn,
    ...(config.shard ? { shard: config.shard } : {}),
  };
  switch (config.format) {
    case 'json':
      return jsonFormat(options);
    case 'sarif':
      return sarifFormat(options);
    case 'junit':
      return junitFormat(options);
    case 'text':
      return textFormat(options);
  }
}

/** One status line, rewritten in place on a terminal. */
function progressLine(stderr: Output, total: number) {
  const phases = new Map<string, AuditProgress>();
  let last = 0;
  return {
    update(p: AuditProgress) {
      phases.set(p.siteId, p);
      const now = Date.now();
      if (now - last < 250 && p.phase !== 'done') return;
      last = now;
      const all = [...phases.values()];
      const done = all.filter((x) => x.phase === 'done').length;
      const read = all.reduce((n, x) => n + x.done, 0);
      const cells = all.reduce((n, x) => n + x.total, 0);
      stderr.write(`\r\u001b[KAuditing: ${done}/${total} sites done, ${read}/${cells} cells read`);
    },
    clear: () => stderr.write('\r\u001b[K'),
  };
}

/** Runs the command; answers the exit status. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  let config: AuditConfig | 'help';
  try {
    config = parseAuditArgs(argv, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`audit: ${error.message} (see --help)\n`);
    return 2;
  }
  if (config === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const scrub = scrubber(config);
  const err = (text: string) => io.stderr.write(scrub(text));
  // Not a misuse: a matrix of more shards than sites leaves some empty, and their jobs pass.
  if (config.shard && config.targets.length === 0) err(`audit: ${emptyShardNote(config.shard)}\n`);
  const cannotWrite = (error: unknown) => {
    err(`audit: cannot write ${config.out}: ${(error as NodeJS.ErrnoException).code ?? 'error'}\n`);
    return 2 as const;
  };
  let sink: Sink;
  try {
    sink =
      config.out === undefined
        ? streamSink(io.stdout)
        : await (io.openFile ?? fileSink)(config.out);
  } catch (error) {
    return cannotWrite(error);
  }
  const format = formatOf(config, io.version);
  const json = config.format === 'json' || config.format === 'sarif';
  const writer = await reportWriter(
    sink,
    json ? (text: string) => safeJson(scrub(text)) : scrub,
    format.totalsFirst,
  );
  const progress = io.stderr.isTTY ? progressLine(io.stderr, config.targets.length) : undefined;
  const startedAt = Date.now();
  const run = (sites: SiteSummary[]): RunSummary => ({
    startedAt,
    finishedAt: Date.now(),
    failOn: config.failOn,
    ...(config.forecast ? { forecast: true as const } : {}),
    sites,
  });
  if (!format.totalsFirst) await writer.write(format.head(run([])));
  const check = await loadAuditCheck();
  const live = config.live && {
    config: config.live,
    api: config.api,
    fetch: pageFetch(),
    check,
    ...(config.live.collections ? { itemCheck: await loadItemCheck() } : {}),
  };
  const forecast = config.forecast && {
    config: config.forecast,
    api: config.api,
    fetch: pageFetch(),
    check: await loadForecastCheck(),
  };
  const sites = await auditSites(
    config.targets,
    {
      api: config.api,
      locales: config.locales,
      check,
      onProgress: progress?.update,
      ...(live ? { live } : {}),
      ...(config.items ? { items: true } : {}),
      ...(forecast ? { forecast } : {}),
      onNotice: (siteId, message) => err(`audit: site ${siteId}: ${safeText(message)}\n`),
    },
    async (outcome) => {
      const summary = summarize(outcome);
      if (outcome.failure) {
        progress?.clear();
        err(`audit: site ${outcome.siteId}: ${safeText(outcome.failure.message)}\n`);
      }
      const unknown = outcome.forecast && forecastProblem(outcome.forecast);
      if (unknown) err(`audit: site ${outcome.siteId}: ${safeText(unknown)}\n`);
      await writer.write(format.site(outcome, summary));
      return summary;
    },
  );
  progress?.clear();
  const summary = run(sites);
  const failure = await writer.finish(
    format.totalsFirst ? format.head(summary) : [],
    format.tail(summary),
  );
  if (failure !== undefined) return cannotWrite(failure);
  // The text report on stdout ends with the summary already.
  if (config.format !== 'text' || config.out !== undefined)
    err(`${summaryLines(summary).join('\n')}\n`);
  return exitCodeOf(summary);
}
