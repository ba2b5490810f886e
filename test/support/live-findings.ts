/**
 * Scores a live check against the faults the emulator planted: each planted drift and language
 * fault must show as its state or finding on its cell, extra blocks and one-time 503s must show as
 * nothing but an extra block count, and every other cell must be clean.
 * @module
 */
import type { LiveCell, LiveSiteResult } from '../../lib/features/live-site/live-types';

/** A fault as `POST /__emulator/sites/:id/live-faults` answers it. */
export interface Planted {
  pageId: string;
  localeId: string | null;
  group: 'drift' | 'language' | 'extra' | 'slow';
  kind: string;
  detail: string;
}

/** What each planted kind must look like on its cell. */
const EXPECTED: Record<string, (cell: LiveCell) => boolean> = {
  'stale-live': (c) => c.state === 'differs' && c.language.length === 0,
  'missing-live': (c) => c.state === 'missing' && c.language.length === 0,
  unpublished: (c) => c.state === 'unpublished' && c.language.length === 0,
  'hreflang-missing': (c) => c.state === 'matches' && rules(c) === 'hreflang-missing',
  'hreflang-wrong': (c) => c.state === 'matches' && rules(c) === 'hreflang-url',
  'html-lang': (c) => c.state === 'matches' && rules(c) === 'html-lang',
  'in-language': (c) => c.state === 'matches' && rules(c) === 'in-language',
  'extra-block': (c) => c.state === 'matches' && c.extraBlocks === 1 && c.language.length === 0,
  'slow-503': (c) => c.state === 'matches' && c.extraBlocks === 0 && c.language.length === 0,
};

const rules = (c: LiveCell) => c.language.map((f) => f.rule).join(',');
const clean = (c: LiveCell) =>
  c.state === 'matches' && c.extraBlocks === 0 && c.language.length === 0;
const keyOf = (c: { pageId: string; localeId: string | null }) => `${c.pageId}:${c.localeId ?? ''}`;

/** The score of a live check. */
export interface FindingsScore {
  /** Planted drift and language faults, and how many showed exactly as expected. */
  planted: number;
  found: number;
  /** Extra-block and slow-503 cells that showed as expected (no finding). */
  noise: number;
  noiseOk: number;
  /** Unplanted cells with any finding, state other than matches, or extra block. */
  falseFindings: number;
  unplanted: number;
  /** Cells that did not show as expected, for a failing test's message. */
  wrong: string[];
}

/** Scores `result` against `planted`; a primary cell's `localeId` is null on both sides. */
export function scoreFindings(result: LiveSiteResult, planted: readonly Planted[]): FindingsScore {
  const cells = new Map(result.cells.map((c) => [keyOf(c), c]));
  const score: FindingsScore = {
    planted: 0,
    found: 0,
    noise: 0,
    noiseOk: 0,
    falseFindings: 0,
    unplanted: 0,
    wrong: [],
  };
  const plantedKeys = new Set(planted.map(keyOf));
  for (const fault of planted) {
    const cell = cells.get(keyOf(fault));
    const ok = !!cell && (EXPECTED[fault.kind]?.(cell) ?? false);
    const isNoise = fault.group === 'extra' || fault.group === 'slow';
    if (isNoise) {
      score.noise++;
      if (ok) score.noiseOk++;
    } else {
      score.planted++;
      if (ok) score.found++;
    }
    if (!ok) score.wrong.push(`${fault.kind} on ${keyOf(fault)}: ${JSON.stringify(cell)}`);
  }
  for (const cell of result.cells) {
    if (plantedKeys.has(keyOf(cell))) continue;
    score.unplanted++;
    if (!clean(cell)) {
      score.falseFindings++;
      score.wrong.push(`unplanted ${keyOf(cell)}: ${JSON.stringify(cell)}`);
    }
  }
  return score;
}
