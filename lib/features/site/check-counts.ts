/**
 * What the grid keeps of the checker's findings for one value: the number of errors and warnings
 * and the first error messages. The extension's audit and the CLI count the same way.
 * @module
 */
import type { Diagnostic } from '../../jsonld';
import type { CheckCounts } from './read-cells';

/** Counts `found` as a grid cell shows it (info findings are not counted). */
export function countFindings(found: readonly Diagnostic[]): CheckCounts {
  const errors = found.filter((d) => d.severity === 'error');
  return {
    errors: errors.length,
    warnings: found.filter((d) => d.severity === 'warning').length,
    messages: errors.slice(0, 5).map((d) => d.message.slice(0, 300)),
  };
}
