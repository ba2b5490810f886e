/**
 * What the published pages' design (stylesheet, header, footer, layouts) costs a live check: the
 * same clean check run against the emulator's plain pages (`plainPages`, the unstyled pages it
 * served before) and again against the designed ones.
 * @module
 */
import type { TestEmulator } from '../emulator/testing';
import type { Figure } from './figure';

/** The wall times of a design-cost measurement and their ratio. */
export interface DesignCost {
  /** The designed pages' wall time: the mean of the run before the plain one and the run after. */
  designed: number;
  plain: number;
  ratio: number;
}

/**
 * Runs `check` once against plain pages, then once more against designed pages, and compares
 * with `first` (the designed run just before): a check runs faster once the process is warm, so
 * the plain run is set between two designed runs and compared with their mean.
 */
export async function measureDesignCost(
  emu: TestEmulator,
  first: number,
  check: () => Promise<{ wallS: number }>,
): Promise<DesignCost> {
  const { options } = emu.emulator.ctx;
  options.plainPages = true;
  let plain: number;
  try {
    plain = (await check()).wallS;
  } finally {
    options.plainPages = false;
  }
  const designed = (first + (await check()).wallS) / 2;
  return { designed, plain, ratio: designed / plain };
}

/** The figure of a design cost: designed wall time ÷ plain wall time, goal ≤ 1.1. */
export function designCostFigure(name: string, label: string, cost: DesignCost): Figure {
  return {
    name,
    label: `${label}: wall time with the designed pages ÷ with the plain ones (${cost.designed.toFixed(2)} s ÷ ${cost.plain.toFixed(2)} s, designed: mean of the runs before and after)`,
    value: cost.ratio,
    unit: '×',
    goal: '<= 1.1',
    pass: cost.ratio <= 1.1,
  };
}
