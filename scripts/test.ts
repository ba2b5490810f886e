/**
 * `npm test`: every check, in order, in one run — type check, lint, format, unit tests, emulator
 * contract tests, the token broker's contract in workerd and on Node, the store builds and zips,
 * the reviewers' rebuild of the Firefox add-on from the sources zip, the artifact gates, and
 * end-to-end tests in real Chromium and Firefox. Stops at the first failing stage and ends with
 * one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Stage {
  name: string;
  command: string[];
  /** Where a vitest stage writes its JSON report, so the summary can count tests. */
  report?: string;
}

const REPORTS = '.cache/test-reports';
const vitest = (name: string, config: string): Stage => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    '-c',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/${name}.json`,
  ],
  report: `${REPORTS}/${name}.json`,
});

const stages: Stage[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', '.'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  vitest('unit', 'vitest.config.ts'),
  ...(existsSync('test/emulator') ? [vitest('emulator', 'vitest.emulator.config.ts')] : []),
  vitest('broker', 'vitest.broker.config.ts'),
  { name: 'build', command: ['npm', 'run', '-s', 'zip'] },
  // The reviewers' rebuild: the sources zip, installed offline, builds the shipped Firefox files.
  { name: 'sources', command: ['npm', 'run', '-s', 'verify:sources'] },
  { name: 'build:demo', command: ['npm', 'run', '-s', 'build:demo'] },
  vitest('gates', 'vitest.gates.config.ts'),
  vitest('e2e', 'vitest.e2e.config.ts'),
];

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const timings: string[] = [];
let failedStage: string | undefined;

for (const stage of stages) {
  process.stdout.write(`\n▶ ${stage.name}: ${stage.command.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(stage.command[0]!, stage.command.slice(1), { stdio: 'inherit' });
  timings.push(`${stage.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (stage.report && existsSync(stage.report)) {
    const report = JSON.parse(readFileSync(stage.report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (result.status !== 0) {
    failedStage = stage.name;
    break;
  }
}

process.stdout.write(`\nstages: ${timings.join(', ')}\n`);
if (failedStage) process.stdout.write(`stage "${failedStage}" failed\n`);
if (skipped > 0 && process.env.CI === 'true') {
  process.stdout.write(`${skipped} tests were skipped, which CI does not allow\n`);
  failedStage ??= 'skipped tests';
}
process.stdout.write(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exitCode = failedStage ? 1 : 0;
