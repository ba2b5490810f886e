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
  /** The designed pages' wall time: the mean of two runs. */
  designed: number;
  /** The plain pages' wall time: the mean of two runs. */
  plain: number;
  ratio: number;
}

/**
 * Runs `check` four more times after the measured (first) run, which also warms the process up:
 * designed, plain, plain, designed — the order cancels a steady drift (a check runs faster as the
 * process warms, slower as the machine gets busy) — and compares the means.
 */
export async function measureDesignCost(
  emu: TestEmulator,
  check: () => Promise<{ wallS: number }>,
): Promise<DesignCost> {
  const { options } = emu.emulator.ctx;
  const run = async (plainPages: boolean) => {
    options.plainPages = plainPages;
    try {
      return (await check()).wallS;
    } finally {
      options.plainPages = false;
    }
  };
  const designedFirst = await run(false);
  const plain = ((await run(true)) + (await run(true))) / 2;
  const designed = (designedFirst + (await run(false))) / 2;
  return { designed, plain, ratio: designed / plain };
}

/** The figure of a design cost: designed wall time ÷ plain wall time, goal ≤ 1.1. */
export function designCostFigure(name: string, label: string, cost: DesignCost): Figure {
  return {
    name,
    label: `${label}: wall time with the designed pages ÷ with the plain ones (${cost.designed.toFixed(2)} s ÷ ${cost.plain.toFixed(2)} s, means of two runs each, designed-plain-plain-designed after a warm-up run)`,
    value: cost.ratio,
    unit: '×',
    goal: '<= 1.1',
    pass: cost.ratio <= 1.1,
  };
}
