import type { EmulatorContext } from '../context';
import type { FaultAction } from '../http/faults';

/** Applies a `bump-last-updated` fault: "someone else" edits the page the request is about. */
export function applyBump(
  _ctx: EmulatorContext,
  _path: string,
  _action: Extract<FaultAction, { kind: 'bump-last-updated' }>,
): void {}
