import { useEffect, useRef } from 'preact/hooks';
import type { PublishModel } from '../../lib/features/publish/model/publish-model';
import { t } from '../../lib/core/i18n/t';

const QUESTION_ID = 'publish-question-text';

/**
 * The question a publish that loses something waits on, naming what it loses. Focus starts on
 * Cancel, so a hurried Enter sends nothing; Cancel (or Escape) returns to the dialog.
 */
export function PublishQuestion({ model, question }: { model: PublishModel; question: string }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), [question]);
  return (
    <div
      role="alertdialog"
      aria-labelledby={QUESTION_ID}
      class="card publish__question"
      data-testid="publish-question"
    >
      <p id={QUESTION_ID} class="warning">
        {question}
      </p>
      <div class="actions">
        <button
          type="button"
          ref={cancel}
          // The effect above also moves the focus here for a question that replaces another.
          autoFocus
          onClick={() => model.cancelPublish()}
          data-testid="publish-question-cancel"
        >
          {t('ui_publish_question_cancel')}
        </button>
        <button
          type="button"
          class="primary"
          onClick={() => void model.confirmPublish()}
          data-testid="publish-question-confirm"
        >
          {t('ui_publish_question_confirm')}
        </button>
      </div>
    </div>
  );
}
