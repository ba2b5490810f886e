/**
 * `npm run audit`: audits whole sites without a browser, on the grid's own code, and writes the
 * report as text, JSON, SARIF or JUnit. Exit status 0 when nothing is at or above `--fail-on`,
 * 1 when something is, 2 on misuse or when a site could not be audited (each with one line on
 * stderr). Progress goes to stderr only on a terminal. No token is ever written anywhere: every
 * text that leaves is scrubbed of the tokens in use, as a last guard.
 * @module
 */
import type { AuditProgress } from '../site';
import { parseAuditArgs, UsageError, type AuditConfig, type ArgsEnv } from './args';
import { loadAuditCheck } from './check';
import { jsonReport } from './json';
import { junitReport } from './junit';
import { exitCodeOf, type ExitCode } from './levels';
import { auditSites } from './run-sites';
import { sarifReport } from './sarif';
import { summaryLines, textReport } from './text';
import type { AuditReport } from './types';
import { safeJson, safeText } from './safe-text';
import { USAGE } from './usage';
import { fileSink, streamSink, writeReport, type Output, type Sink } from './write-report';

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

/** Replaces every token in use by `[redacted]`. */
function scrubber(config: AuditConfig): (text: string) => string {
  const tokens = [...new Set(config.targets.map((t) => t.token))].filter((t) => t.length >= 4);
  return (text) => tokens.reduce((out, token) => out.replaceAll(token, '[redacted]'), text);
}

function render(report: AuditReport, config: AuditConfig, version: string): Iterable<string> {
  switch (config.format) {
    case 'json':
      return jsonReport(report, version);
    case 'sarif':
      return sarifReport(report, version);
    case 'junit':
      return junitReport(report);
    case 'text':
      return textReport(report);
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
  const progress = io.stderr.isTTY ? progressLine(io.stderr, config.targets.length) : undefined;
  const startedAt = Date.now();
  const sites = await auditSites(config.targets, {
    api: config.api,
    locales: config.locales,
    check: await loadAuditCheck(),
    onProgress: progress?.update,
  });
  progress?.clear();
  const report: AuditReport = { startedAt, finishedAt: Date.now(), failOn: config.failOn, sites };
  for (const s of sites) {
    if (s.failure) err(`audit: site ${s.siteId}: ${safeText(s.failure.message)}\n`);
  }
  const pieces = render(report, config, io.version);
  const json = config.format === 'json' || config.format === 'sarif';
  const clean = json ? (text: string) => safeJson(scrub(text)) : scrub;
  if (config.out === undefined) {
    await writeReport(pieces, streamSink(io.stdout), clean);
  } else {
    try {
      await writeReport(pieces, await (io.openFile ?? fileSink)(config.out), clean);
    } catch (error) {
      err(
        `audit: cannot write ${config.out}: ${(error as NodeJS.ErrnoException).code ?? 'error'}\n`,
      );
      return 2;
    }
  }
  // The text report on stdout ends with the summary already.
  if (config.format !== 'text' || config.out !== undefined)
    err(`${summaryLines(report).join('\n')}\n`);
  return exitCodeOf(report);
}
