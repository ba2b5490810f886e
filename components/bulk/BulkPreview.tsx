import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { BulkPlan, PlannedEntry } from '@/lib/features/bulk/plan-types';
import type { DiffLine } from '@/lib/features/bulk/preview-diff';
import { bulkText } from '@/lib/features/bulk/messages';

/** Entries shown before "show all". */
const FIRST = 5;
const MARK: Record<DiffLine['op'], string> = { add: '+ ', remove: '- ', same: '  ' };
const WORD: Record<DiffLine['op'], string | undefined> = {
  add: bulkText.added,
  remove: bulkText.removed,
  same: undefined,
};

function Entry({ entry, label }: { entry: PlannedEntry; label: string }) {
  return (
    <li class="bulk-entry">
      <p>
        <strong>{label}</strong> — {entry.summary}
      </p>
      {entry.diff.map((hunk) => (
        <pre class="bulk-diff" key={`${hunk.oldStart}-${hunk.newStart}`}>
          {hunk.lines.map((line, i) => (
            <span class={`bulk-line bulk-${line.op}`} key={i}>
              {WORD[line.op] && <span class="visually-hidden">{WORD[line.op]} </span>}
              <span aria-hidden="true">{MARK[line.op]}</span>
              {line.text}
              {'\n'}
            </span>
          ))}
        </pre>
      ))}
    </li>
  );
}

/** What a bulk change would write, per cell, with the skipped cells and why. */
export function BulkPreview({
  plan,
  cellLabel,
  children,
}: {
  plan: BulkPlan;
  cellLabel: (id: string) => string;
  /** More the preview says (which selected cells the change leaves out, and why). */
  children?: ComponentChildren;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? plan.entries : plan.entries.slice(0, FIRST);
  return (
    <section class="bulk-preview" data-testid="bulk-preview" aria-label={bulkText.preview}>
      <h3>{bulkText.previewHeading(plan.entries.length)}</h3>
      {plan.entries.length === 0 && <p>{bulkText.nothingToApply}</p>}
      {children}
      <ul class="bulk-entries">
        {shown.map((entry) => (
          <Entry key={entry.id} entry={entry} label={cellLabel(entry.id)} />
        ))}
      </ul>
      {!all && plan.entries.length > FIRST && (
        <button type="button" onClick={() => setAll(true)}>
          {bulkText.showAll(plan.entries.length)}
        </button>
      )}
      {plan.skipped.length > 0 && (
        <details class="bulk-skipped">
          <summary>{bulkText.skippedHeading(plan.skipped.length)}</summary>
          <ul>
            {plan.skipped.map((s) => (
              <li key={s.id}>
                <strong>{cellLabel(s.id)}</strong> — {s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
