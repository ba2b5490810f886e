import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkWithAdobeValidator } from '../lib/jsonld/adobe';
import { checkJsonLd, loadVocabulary } from '../lib/jsonld/index';
import type { Diagnostic, PageContext } from '../lib/jsonld/index';
import { useEnglishMessages } from '../lib/i18n/english';

useEnglishMessages();

const USAGE = `Usage: npm run jsonld -- check <files…|-> [options]

Checks JSON-LD schema markup (a JSON object, or one <script type="application/ld+json"> block)
against the service's limits, JSON-LD structure, the schema.org vocabulary (release 30.0),
Google rich-result requirements and, given the page context, its locale.

  -                 read the markup from standard input
  --json            print an array of {file, severity, rule, message, path, line, column}
  --locale <tag>    the page's locale, e.g. fr-FR (checks inLanguage)
  --url <url>       the page's address (resolves relative URLs)
  --adobe           also run @adobe/structured-data-validator's Google rules (rule rich/adobe/…)
  --help            show this text

Exit status: 1 when any error is found, 0 otherwise (warnings and info do not fail), 2 on usage errors.`;

interface Row {
  file: string;
  severity: Diagnostic['severity'];
  rule: string;
  message: string;
  path: string;
  line: number | null;
  column: number | null;
}

function usageError(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      locale: { type: 'string' },
      url: { type: 'string' },
      adobe: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
} catch (e) {
  usageError((e as Error).message);
}
const { values: opts, positionals } = parsed;
if (opts.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const [command, ...files] = positionals;
if (command !== 'check')
  usageError(command ? `Unknown command "${command}".` : 'Missing command "check".');
if (files.length === 0) usageError('Name at least one file, or - for standard input.');
if (opts.url !== undefined && !URL.canParse(opts.url))
  usageError(`--url is not a URL: ${opts.url}`);

const context: PageContext = {};
if (opts.locale !== undefined) context.locale = opts.locale;
if (opts.url !== undefined) context.url = opts.url;

async function readSource(file: string): Promise<string> {
  if (file !== '-') return readFile(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const vocabulary = await loadVocabulary();
const rows: Row[] = [];
for (const file of files) {
  let text: string;
  try {
    text = await readSource(file);
  } catch (e) {
    usageError(`Cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const name = file === '-' ? '<stdin>' : file;
  const diagnostics = checkJsonLd(text, { vocabulary, context }).diagnostics;
  if (opts.adobe) diagnostics.push(...(await checkWithAdobeValidator(text)));
  diagnostics.sort((a, b) => (a.range?.from ?? -1) - (b.range?.from ?? -1));
  for (const d of diagnostics) {
    rows.push({
      file: name,
      severity: d.severity,
      rule: d.rule,
      message: d.message,
      path: d.path,
      line: d.range?.start.line ?? null,
      column: d.range?.start.column ?? null,
    });
  }
}

if (opts.json) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  for (const r of rows) {
    const where = r.line === null ? r.file : `${r.file}:${r.line}:${r.column}`;
    process.stdout.write(`${where} ${r.severity} ${r.rule} ${r.message} (${r.path})\n`);
  }
  const count = (s: Row['severity']) => rows.filter((r) => r.severity === s).length;
  process.stdout.write(
    `${files.length} file(s): ${count('error')} error(s), ${count('warning')} warning(s), ${count('info')} info\n`,
  );
}
process.exitCode = rows.some((r) => r.severity === 'error') ? 1 : 0;
