import { readFileSync } from 'node:fs';
import { removeTempOnExit } from '../lib/cli/audit/temp-paths';
import { useEnglishMessages } from '../lib/core/i18n/english';

// Before the audit's modules load: some of them word their messages when they are imported.
useEnglishMessages();
const { runCli } = await import('../lib/cli/audit/cli');
const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

removeTempOnExit(process.stderr);
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  readFile: (path) => readFileSync(path, 'utf8'),
  stdout: process.stdout,
  stderr: process.stderr,
  version,
});
