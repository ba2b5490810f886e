import { useEffect, useRef } from 'preact/hooks';
import type { ChangeKind } from '@/lib/features/bulk/change-types';
import { bulkText } from '@/lib/features/bulk/messages';
import type { TemplateCheck } from '@/lib/features/bulk/model/template-check';

function Lines({ check, kind }: { check: TemplateCheck; kind: ChangeKind }) {
  return (
    <ul>
      {check.templates.value.map((template) => (
        <li key={template.collectionId} data-testid="bulk-template-line">
          {bulkText.templateIncludes(kind, template.name, template.itemCount)}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a preview says of the collection templates it writes to: "This change includes the Blog
 * Posts template: all 40 published items show its markup."
 */
export function BulkTemplateNotes({ check, kind }: { check: TemplateCheck; kind: ChangeKind }) {
  if (check.templates.value.length === 0) return null;
  return (
    <div class="card" data-testid="bulk-templates">
      <Lines check={check} kind={kind} />
    </div>
  );
}

/**
 * The question Apply waits on when the change writes to collection templates, naming each
 * collection and its count. Cancel (or Escape) sends nothing; focus starts on Cancel.
 */
export function BulkTemplateConfirm({ check, kind }: { check: TemplateCheck; kind: ChangeKind }) {
  const pending = check.pending.value;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), [pending]);
  if (!pending) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="bulk-template-question"
      class="card"
      onKeyDown={(e) => {
        if (e.key === 'Escape') check.cancel();
      }}
      data-testid="bulk-template-confirm"
    >
      <p id="bulk-template-question">
        <strong>{bulkText.templateQuestion}</strong>
      </p>
      <Lines check={check} kind={kind} />
      <div class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => void check.confirm()}
          data-testid="bulk-template-yes"
        >
          {bulkText.templateYes}
        </button>
        <button
          type="button"
          ref={cancel}
          onClick={() => check.cancel()}
          data-testid="bulk-template-no"
        >
          {bulkText.templateNo}
        </button>
      </div>
    </div>
  );
}
