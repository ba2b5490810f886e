/** `npm run jsonld`: the markup checker's command line (`lib/cli/jsonld/`). */
import { useEnglishMessages } from '../lib/core/i18n/english';

// Before the checker's modules load, as for the audit: its words come from the messages.
useEnglishMessages();
const { runJsonLdCli } = await import('../lib/cli/jsonld/cli');
process.exitCode = await runJsonLdCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
});
