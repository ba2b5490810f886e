import { parseArgs } from 'node:util';
import {
  checkJsonLd,
  loadAdobeValidator,
  loadVocabulary,
  type PageContext,
  RULES_CURRENT_TO,
} from '../lib/jsonld';
import { useEnglishMessages } from '../lib/core/i18n/english';
import { count, foundLines, rowLines, rowsOf, unitName } from './jsonld/report';
import type { Row } from './jsonld/report';
import { readSource, UnreadableFile, unitsOf } from './jsonld/units';
import type { Unit } from './jsonld/units';

useEnglishMessages();

const USAGE = `Usage: npm run jsonld -- check <files…|-> [options]

Checks JSON-LD schema markup (a JSON object, one <script type="application/ld+json"> block, or
every such block of an HTML page) against the service's limits, JSON-LD structure, the schema.org
vocabulary (release 30.0), Google rich-result requirements (as of ${RULES_CURRENT_TO}) and, given
the page context, its locale. Says what it found per item and links each rule's documentation.

  -                 read the markup from standard input
  --json            print an array of {file, block, severity, rule, message, path, line, column, docs}
  --locale <tag>    the page's locale, e.g. fr-FR (checks inLanguage)
  --url <url>       the page's address (resolves relative URLs)
  --as-of <date>    apply the rich-result rules of that day (YYYY-MM-DD), e.g. before a retirement
  --template <name> the markup is the template page's of that CMS collection: every item page shows
                    it, so a fixed value that identifies one item (headline, url…) is an error
  --items <n>       how many published items the collection has (named in those findings)
  --adobe           also run @adobe/structured-data-validator's Google rules (rule rich/adobe/…)
  --version         print the date the rich-result rules are current to
  --help            show this text

Exit status: 1 when any error is found, 0 otherwise (warnings and info do not fail), 2 on usage
errors and unreadable files.`;

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
      'as-of': { type: 'string' },
      template: { type: 'string' },
      items: { type: 'string' },
      adobe: { type: 'boolean', default: false },
      version: { type: 'boolean', default: false },
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
if (opts.version) {
  const vocabulary = await loadVocabulary();
  process.stdout.write(
    `Rich-result rules as of ${RULES_CURRENT_TO}\nschema.org vocabulary release ${vocabulary.release}\n`,
  );
  process.exit(0);
}
const [command, ...files] = positionals;
if (command !== 'check')
  usageError(command ? `Unknown command "${command}".` : 'Missing command "check".');
if (files.length === 0) usageError('Name at least one file, or - for standard input.');
if (opts.url !== undefined && !URL.canParse(opts.url))
  usageError(`--url is not a URL: ${opts.url}`);
const asOf = opts['as-of'];
if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
  usageError(`--as-of is not a date (YYYY-MM-DD): ${asOf}`);

const items = opts.items;
if (items !== undefined && (opts.template === undefined || !/^\d+$/.test(items)))
  usageError(`--items needs --template and a whole number: ${items}`);
const template =
  opts.template === undefined
    ? undefined
    : { collection: opts.template, ...(items ? { itemCount: Number(items) } : {}) };

const context: PageContext = {};
if (opts.locale !== undefined) context.locale = opts.locale;
if (opts.url !== undefined) context.url = opts.url;

const inputs: { file: string; units: Unit[] }[] = [];
const unreadable: string[] = [];
for (const file of files) {
  try {
    const name = file === '-' ? '<stdin>' : file;
    inputs.push({ file: name, units: unitsOf(name, await readSource(file)) });
  } catch (e) {
    if (!(e instanceof UnreadableFile)) throw e;
    unreadable.push(e.message);
  }
}
if (unreadable.length > 0) {
  process.stderr.write(`${unreadable.join('\n')}\n`);
  process.exit(2);
}

const vocabulary = await loadVocabulary();
const rows: Row[] = [];
const text: string[] = [];
for (const { file, units } of inputs) {
  if (units.length === 0) {
    const row: Row = {
      file,
      block: null,
      severity: 'warning',
      rule: 'html/no-jsonld-block',
      message: 'The page has no <script type="application/ld+json"> block.',
      path: '$',
      line: null,
      column: null,
      docs: null,
    };
    rows.push(row);
    text.push(...rowLines([row]));
  }
  for (const unit of units) {
    const result = checkJsonLd(unit.text, {
      vocabulary,
      context,
      ...(asOf ? { asOf } : {}),
      ...(template ? { template } : {}),
    });
    const diagnostics = result.diagnostics;
    if (opts.adobe)
      diagnostics.push(...(await (await loadAdobeValidator()).checkWithAdobeValidator(unit.text)));
    diagnostics.sort((a, b) => (a.range?.from ?? -1) - (b.range?.from ?? -1));
    const found = foundLines(result.richResults);
    const unitRows = rowsOf(unit, diagnostics);
    rows.push(...unitRows);
    const lead = `${unitName(unit)}: `;
    text.push(...(found.length > 0 ? found : ['no rich-result item']).map((l) => lead + l));
    text.push(...rowLines(unitRows));
  }
}

if (opts.json) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const tally = (s: Row['severity']) => rows.filter((r) => r.severity === s).length;
  const blocks = inputs.flatMap((i) => i.units).filter((u) => u.block !== null).length;
  text.push(
    `${count(files.length, 'file')}${blocks ? `, ${count(blocks, 'JSON-LD block')}` : ''}: ` +
      `${count(tally('error'), 'error')}, ${count(tally('warning'), 'warning')}, ${tally('info')} info`,
  );
  process.stdout.write(`${text.join('\n')}\n`);
}
process.exitCode = rows.some((r) => r.severity === 'error') ? 1 : 0;
