import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import { editorText } from './messages';
import type { EditorDiagnostic } from './types';

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : min, min), max);
}

/**
 * Turns the checker's diagnostics into CodeMirror lint diagnostics for `doc`. Ranges are clamped to
 * the document (they may be stale by the time they arrive); a diagnostic without a range marks
 * line 1.
 */
export function toLintDiagnostics(list: readonly EditorDiagnostic[], doc: Text): Diagnostic[] {
  const firstLine = doc.line(1);
  return list.map((d) => {
    let from = firstLine.from;
    let to = firstLine.to;
    if (d.range) {
      const a = clamp(d.range.from, 0, doc.length);
      const b = clamp(d.range.to, 0, doc.length);
      from = Math.min(a, b);
      to = Math.max(a, b);
    }
    return {
      from,
      to,
      severity: d.severity,
      message: d.message,
      source: editorText.diagnosticSource(d.rule, d.path),
    };
  });
}
