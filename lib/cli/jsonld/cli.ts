/**
 * `npm run jsonld -- check`: checks markup files (or standard input) with the extension's checker
 * and prints what it found per item, as text or JSON. Answers the exit status.
 * @module
 */
import { checkJsonLd, loadAdobeValidator, loadVocabulary, RULES_CURRENT_TO } from '../../jsonld';
import { UsageError } from '../usage-error';
import { type CheckArgs, parseJsonLdArgs, USAGE } from './args';
import { count, foundLines, type Row, rowLines, rowsOf, unitName } from './report';
import { readSource, type Unit, UnreadableFile, unitsOf } from './units';

/** Where the command writes. */
export interface JsonLdIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** Runs the command line `argv` (without the node and script paths); answers the exit status. */
export async function runJsonLdCli(argv: readonly string[], io: JsonLdIo): Promise<number> {
  let args;
  try {
    args = parseJsonLdArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`${e.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.kind === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.kind === 'version') {
    const vocabulary = await loadVocabulary();
    io.stdout.write(
      `Rich-result rules as of ${RULES_CURRENT_TO}\nschema.org vocabulary release ${vocabulary.release}\n`,
    );
    return 0;
  }
  return check(args, io);
}

/** Reads every file first (any unreadable one ends the run with 2), then checks each unit. */
async function check(args: CheckArgs, io: JsonLdIo): Promise<number> {
  const inputs: { file: string; units: Unit[] }[] = [];
  const unreadable: string[] = [];
  for (const file of args.files) {
    try {
      const name = file === '-' ? '<stdin>' : file;
      inputs.push({ file: name, units: unitsOf(name, await readSource(file)) });
    } catch (e) {
      if (!(e instanceof UnreadableFile)) throw e;
      unreadable.push(e.message);
    }
  }
  if (unreadable.length > 0) {
    io.stderr.write(`${unreadable.join('\n')}\n`);
    return 2;
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
        context: args.context,
        ...(args.asOf ? { asOf: args.asOf } : {}),
        ...(args.template ? { template: args.template } : {}),
      });
      const diagnostics = result.diagnostics;
      if (args.adobe)
        diagnostics.push(
          ...(await (await loadAdobeValidator()).checkWithAdobeValidator(unit.text)),
        );
      diagnostics.sort((a, b) => (a.range?.from ?? -1) - (b.range?.from ?? -1));
      const found = foundLines(result.richResults);
      const unitRows = rowsOf(unit, diagnostics);
      rows.push(...unitRows);
      const lead = `${unitName(unit)}: `;
      text.push(...(found.length > 0 ? found : ['no rich-result item']).map((l) => lead + l));
      text.push(...rowLines(unitRows));
    }
  }

  if (args.json) {
    io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    const tally = (s: Row['severity']) => rows.filter((r) => r.severity === s).length;
    const blocks = inputs.flatMap((i) => i.units).filter((u) => u.block !== null).length;
    text.push(
      `${count(args.files.length, 'file')}${blocks ? `, ${count(blocks, 'JSON-LD block')}` : ''}: ` +
        `${count(tally('error'), 'error')}, ${count(tally('warning'), 'warning')}, ${tally('info')} info`,
    );
    io.stdout.write(`${text.join('\n')}\n`);
  }
  return rows.some((r) => r.severity === 'error') ? 1 : 0;
}
