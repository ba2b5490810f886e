/**
 * `npm run jsonld -- check`'s words and options: the usage text, and the command line read into
 * what the check needs, or a {@link UsageError} saying what is wrong.
 * @module
 */
import { parseArgs } from 'node:util';
import { type PageContext, RULES_CURRENT_TO } from '../../jsonld';
import { UsageError } from '../usage-error';

/** The command's help text. */
export const USAGE = `Usage: npm run jsonld -- check <files…|-> [options]

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

/** What a `check` run needs, read from its command line. */
export interface CheckArgs {
  kind: 'check';
  files: string[];
  json: boolean;
  adobe: boolean;
  context: PageContext;
  asOf?: string;
  template?: { collection: string; itemCount?: number };
}

/** The command line read: help, the version, or a check. */
export type JsonLdArgs = { kind: 'help' } | { kind: 'version' } | CheckArgs;

/** Reads the command line (without the node and script paths); throws a {@link UsageError}. */
export function parseJsonLdArgs(argv: readonly string[]): JsonLdArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
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
    throw new UsageError((e as Error).message);
  }
  const { values: opts, positionals } = parsed;
  if (opts.help) return { kind: 'help' };
  if (opts.version) return { kind: 'version' };
  const [command, ...files] = positionals;
  if (command !== 'check')
    throw new UsageError(command ? `Unknown command "${command}".` : 'Missing command "check".');
  if (files.length === 0) throw new UsageError('Name at least one file, or - for standard input.');
  if (opts.url !== undefined && !URL.canParse(opts.url))
    throw new UsageError(`--url is not a URL: ${opts.url}`);
  const asOf = opts['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    throw new UsageError(`--as-of is not a date (YYYY-MM-DD): ${asOf}`);
  const items = opts.items;
  if (items !== undefined && (opts.template === undefined || !/^\d+$/.test(items)))
    throw new UsageError(`--items needs --template and a whole number: ${items}`);

  const context: PageContext = {};
  if (opts.locale !== undefined) context.locale = opts.locale;
  if (opts.url !== undefined) context.url = opts.url;
  return {
    kind: 'check',
    files,
    json: opts.json,
    adobe: opts.adobe,
    context,
    ...(asOf ? { asOf } : {}),
    ...(opts.template === undefined
      ? {}
      : {
          template: { collection: opts.template, ...(items ? { itemCount: Number(items) } : {}) },
        }),
  };
}
