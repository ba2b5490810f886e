import type { Vocabulary } from '../lib/jsonld';
import {
  CONDITIONAL_ROWS,
  exampleErrors,
  FEATURE_OF,
  googleExamplesFolder,
  NAMED_EXAMPLES,
  readManifest,
  removals,
  UNRULED_LIVE,
} from '../test/unit/jsonld/google-examples';
import type { Figure } from './figure';

interface Count {
  examples: number;
  clean: number;
  removals: number;
  flagged: number;
  /** Errors and missed removals outside the test's named disagreements. */
  unexplained: number;
}

const zero = (): Count => ({ examples: 0, clean: 0, removals: 0, flagged: 0, unexplained: 0 });

const percent = (n: number, of: number) => (of === 0 ? 100 : Math.round((n / of) * 1000) / 10);
const slug = (feature: string) =>
  feature
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function figures(id: string, label: string, c: Count): Figure[] {
  const figures: Figure[] = [
    {
      name: `rich-agreement.google.${id}.clean`,
      label: `${label}: Google's examples without an error (${c.clean} of ${c.examples})`,
      value: percent(c.clean, c.examples),
      unit: '%',
    },
    {
      name: `rich-agreement.google.${id}.removals`,
      label: `${label}: required properties removed and flagged (${c.flagged} of ${c.removals})`,
      value: percent(c.flagged, c.removals),
      unit: '%',
    },
  ];
  if (id !== 'all') return figures;
  return [
    ...figures,
    {
      name: 'rich-agreement.google.all.unexplained',
      label: `${label}: errors and missed removals not among the README's known disagreements`,
      value: c.unexplained,
      unit: 'cases',
      goal: '= 0',
      pass: c.unexplained === 0,
    },
  ];
}

/**
 * Our verdicts on Google's own documentation examples (`shared/data/google-docs-examples`), per
 * feature: examples without an error, and unconditional required properties whose removal gives
 * an error naming the property and the feature. Empty when the examples are not beside the repo.
 */
export function googleFigures(vocabulary: Vocabulary): Figure[] {
  const folder = googleExamplesFolder();
  if (!folder) {
    process.stdout.write(
      '  rich-agreement: no shared/data/google-docs-examples beside the repository\n',
    );
    return [];
  }
  const byFeature = new Map<string, Count>();
  const all = zero();
  const excepted = new Set<string>();
  const unnamed = { removals: 0, flagged: 0 };
  for (const example of readManifest(folder)) {
    let c = byFeature.get(example.feature);
    if (!c) byFeature.set(example.feature, (c = zero()));
    const clean = exampleErrors(folder, example, vocabulary).length === 0;
    const removed = removals(folder, example, vocabulary);
    const flagged = removed.filter((r) => r.flagged).length;
    const missed = removed.filter((r) => !r.flagged).map((r) => `${r.file} ${r.entry}`);
    const unexplained = (clean ? 0 : 1) + missed.filter((m) => !(m in CONDITIONAL_ROWS)).length;
    for (const target of [c, all]) {
      target.examples++;
      if (clean) target.clean++;
      target.removals += removed.length;
      target.flagged += flagged;
      target.unexplained += unexplained;
    }
    if (!NAMED_EXAMPLES.has(example.file)) {
      unnamed.removals += removed.length;
      unnamed.flagged += flagged;
    }
    if (!clean || missed.length > 0) excepted.add(example.file);
    if (!clean) process.stdout.write(`  rich-agreement google error: ${example.file}\n`);
    for (const m of missed) process.stdout.write(`  rich-agreement google removal missed: ${m}\n`);
  }
  return [
    ...[...byFeature].flatMap(([feature, c]) => {
      const note = FEATURE_OF[feature]
        ? ''
        : UNRULED_LIVE.has(feature)
          ? ' (no rules)'
          : ' (retired)';
      return figures(slug(feature), `Google ${feature}${note}`, c);
    }),
    ...figures('all', `All ${all.examples} Google examples`, all),
    {
      name: 'rich-agreement.google.all.removals-unnamed',
      label: `Removals flagged in the examples not named (${unnamed.flagged} of ${unnamed.removals})`,
      value: percent(unnamed.flagged, unnamed.removals),
      unit: '%',
      goal: '= 100 %',
      pass: unnamed.flagged === unnamed.removals,
    },
    {
      name: 'rich-agreement.google.all.excepted-examples',
      label: `Google's examples with an error or a missed removal (${[...excepted].join(', ')})`,
      value: excepted.size,
      unit: 'examples',
      goal: '<= 2',
      pass: excepted.size <= 2,
    },
  ];
}
