import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkJsonLd, loadVocabulary } from '../lib/jsonld';
import { ADOBE_CASES } from '../test/fixtures/adobe/verdicts';
import type { AdobeCase, AdobeType } from '../test/fixtures/adobe/verdicts';
import type { Benchmark, Figure } from './figure';
import { googleFigures } from './google-agreement';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/adobe',
);

interface Verdict {
  case: AdobeCase;
  errors: boolean;
  warnings: boolean;
}

interface Tally {
  /** Fixtures whose test says whether there are errors, and how many of them we agree with. */
  known: number;
  agree: number;
  /** We report a rich-result error where their test expects none. */
  falsePositives: string[];
  /** Their test expects an error where we report none. */
  falseNegatives: string[];
  warningsKnown: number;
  warningsAgree: number;
  warningsDiffer: string[];
}

function tally(verdicts: readonly Verdict[]): Tally {
  const t: Tally = {
    known: 0,
    agree: 0,
    falsePositives: [],
    falseNegatives: [],
    warningsKnown: 0,
    warningsAgree: 0,
    warningsDiffer: [],
  };
  for (const v of verdicts) {
    const name = `${v.case.type}/${v.case.file}`;
    if (v.case.errors !== null) {
      t.known++;
      if (v.case.errors === v.errors) t.agree++;
      else if (v.errors) t.falsePositives.push(name);
      else t.falseNegatives.push(name);
    }
    if (v.case.warnings !== null) {
      t.warningsKnown++;
      if (v.case.warnings === v.warnings) t.warningsAgree++;
      else t.warningsDiffer.push(name);
    }
  }
  return t;
}

const percent = (n: number, of: number) => (of === 0 ? 100 : Math.round((n / of) * 1000) / 10);
const slug = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

function figures(id: string, label: string, t: Tally): Figure[] {
  return [
    {
      name: `rich-agreement.${id}.eligibility`,
      label: `${label}: error verdicts agreeing with the validator's own tests (${t.agree} of ${t.known} fixtures)`,
      value: percent(t.agree, t.known),
      unit: '%',
    },
    {
      name: `rich-agreement.${id}.false-positives`,
      label: `${label}: fixtures where we report a rich-result error and their tests expect none`,
      value: t.falsePositives.length,
      unit: 'fixtures',
      ...(id === 'all' ? { goal: '= 0', pass: t.falsePositives.length === 0 } : {}),
    },
    {
      name: `rich-agreement.${id}.false-negatives`,
      label: `${label}: fixtures where their tests expect an error and we report none`,
      value: t.falseNegatives.length,
      unit: 'fixtures',
    },
    {
      name: `rich-agreement.${id}.warnings`,
      label: `${label}: warning verdicts agreeing (${t.warningsAgree} of ${t.warningsKnown} fixtures)`,
      value: percent(t.warningsAgree, t.warningsKnown),
      unit: '%',
    },
  ];
}

/**
 * Our rich-result verdicts (errors from `rich/` rules: not eligible; warnings: eligible with
 * recommendations missing) against what `@adobe/structured-data-validator`'s own tests expect of
 * their fixtures, per rich-result type. Their tests run without the schema.org pass, so only our
 * `rich/` findings count. Beside them, the same per feature of Google's own documentation examples
 * (`bench/google-agreement.ts`). Disagreements are listed and explained in the README.
 */
const bench: Benchmark = async () => {
  const vocabulary = await loadVocabulary();
  const verdicts: Verdict[] = [];
  for (const c of ADOBE_CASES) {
    const text = await readFile(path.join(fixtures, c.type, c.file), 'utf8');
    const rich = checkJsonLd(text, { vocabulary }).diagnostics.filter((d) =>
      d.rule.startsWith('rich/'),
    );
    verdicts.push({
      case: c,
      errors: rich.some((d) => d.severity === 'error'),
      warnings: rich.some((d) => d.severity === 'warning'),
    });
  }
  const types = [...new Set(ADOBE_CASES.map((c) => c.type))] as AdobeType[];
  const all = tally(verdicts);
  for (const [what, list] of [
    ['false positive', all.falsePositives],
    ['false negative', all.falseNegatives],
    ['warnings differ', all.warningsDiffer],
  ] as const) {
    for (const name of list) process.stdout.write(`  rich-agreement ${what}: ${name}\n`);
  }
  return [
    ...types.flatMap((type) =>
      figures(slug(type), type, tally(verdicts.filter((v) => v.case.type === type))),
    ),
    ...figures('all', `All ${verdicts.length} fixtures`, all),
    ...googleFigures(vocabulary),
  ];
};

export default bench;
