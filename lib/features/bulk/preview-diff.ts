/**
 * What the preview shows of one cell's change: line hunks of pretty JSON, each line marked as
 * added, removed or unchanged, so the preview can say it in words and not only in colour.
 * @module
 */
import { structuredPatch } from 'diff';
import { pretty } from '../schema';

/** One line of a hunk. */
export interface DiffLine {
  op: 'add' | 'remove' | 'same';
  text: string;
}

/** A run of changed lines with a little context; `oldStart`/`newStart` count from 1. */
export interface DiffHunk {
  oldStart: number;
  newStart: number;
  lines: DiffLine[];
}

const OPS: Record<string, DiffLine['op']> = { '+': 'add', '-': 'remove', ' ': 'same' };

/** The line hunks between two JSON values printed with two-space indentation. */
export function jsonHunks(before: unknown, after: unknown, context = 2): DiffHunk[] {
  const text = (v: unknown) => {
    const s = pretty(v);
    return s === '' ? '' : `${s}\n`;
  };
  const patch = structuredPatch('before', 'after', text(before), text(after), '', '', { context });
  return patch.hunks.map((hunk) => ({
    oldStart: hunk.oldStart,
    newStart: hunk.newStart,
    lines: hunk.lines.flatMap((line) => {
      const op = OPS[line.charAt(0)];
      return op ? [{ op, text: line.slice(1) }] : [];
    }),
  }));
}

/** One hunk saying a field's value before and after. */
export function fieldHunk(label: string, before: string, after: string): DiffHunk {
  return {
    oldStart: 1,
    newStart: 1,
    lines: [
      { op: 'remove', text: `${label}: ${before}` },
      { op: 'add', text: `${label}: ${after}` },
    ],
  };
}
