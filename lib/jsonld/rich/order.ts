/**
 * Numbers as Google reads them in markup, and which value of a list is its last one.
 * @module
 */
import { isObject } from '../source/walk';

/** A plain number, or a number written as text (`"4.5"`); percentages and fractions are left out. */
export const numberOf = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)
      ? Number(v)
      : undefined;

/**
 * The index of a list's last item: the one with the highest `position` when some items have one,
 * the last one when none has; undefined when a position is missing or not a whole number
 * (Google's `position` is an Integer), so that no item can be told to be the last.
 */
export function lastOf(items: readonly { value: unknown }[]): number | undefined {
  let best = items.length - 1;
  let highest = -Infinity;
  let positioned = 0;
  for (let i = 0; i < items.length; i++) {
    const v = items[i]!.value;
    if (!isObject(v) || v.position === undefined) continue;
    positioned++;
    const position = numberOf(v.position);
    if (position === undefined || !Number.isInteger(position)) return undefined;
    if (position > highest) {
      highest = position;
      best = i;
    }
  }
  return positioned === 0 || positioned === items.length ? best : undefined;
}
