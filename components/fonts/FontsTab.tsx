import type { CustomFont } from '../../lib/features/fonts/font-messages';
import { fontText } from '../../lib/features/fonts/messages';
import type { FontsModel } from '../../lib/features/fonts/model/fonts-model';
import { FontDropZone } from './FontDropZone';
import { FontRow } from './FontRow';
import { FontUploadList } from './FontUploadList';
import './fonts.css';

/**
 * The Fonts tab of one site: its custom fonts, uploads with progress, edit, replace and delete.
 * Used by the side panel and the options page; `confirm` asks before deleting.
 */
export function FontsTab({
  model,
  confirm,
}: {
  model: FontsModel;
  confirm: (question: string) => boolean;
}) {
  const fonts = model.fonts.value;
  const selected = model.selected.value;
  const edit = model.editing.value;
  const chosen = model.selectedFonts.value;
  const failures = model.deleteFailures.value;
  const row = (font: CustomFont) => (
    <FontRow
      key={font.id}
      font={font}
      selected={selected.has(font.id)}
      edit={edit?.fontId === font.id ? edit : null}
      actions={{
        onSelect: (on) => model.toggle(font.id, on),
        onEdit: () => model.startEdit(font),
        onDraft: (change) => model.setDraft(change),
        onSave: () => void model.saveEdit(),
        onCancel: () => model.cancelEdit(),
        onReplace: (file, axes) => void model.uploads.replaceFile(font, file, axes),
        onDelete: () => void model.deleteFonts([font.id], confirm),
      }}
    />
  );
  return (
    <section class="stack" data-testid="fonts-tab" aria-label={fontText.tabLabel}>
      <FontDropZone onFiles={(files) => void model.uploads.addFiles(files)} />
      <FontUploadList uploads={model.uploads} />
      <p class="muted" role="status" data-testid="fonts-notice">
        {model.notice.value ?? ''}
      </p>
      {failures.length > 0 && (
        <div class="actions">
          <button
            type="button"
            onClick={() => void model.retryFailedDeletes()}
            data-testid="fonts-retry-delete"
          >
            {fontText.retryDelete}
          </button>
        </div>
      )}
      {model.error.value ? (
        <div class="stack" data-testid="fonts-error">
          <p class="error" role="alert">
            {model.error.value}
          </p>
          <div class="actions">
            <button type="button" onClick={() => void model.reload()}>
              {fontText.retry}
            </button>
          </div>
        </div>
      ) : !fonts ? (
        <p class="muted" data-testid="fonts-loading">
          {fontText.loading}
        </p>
      ) : fonts.length === 0 ? (
        <p class="muted" data-testid="fonts-empty">
          {fontText.empty}
        </p>
      ) : (
        <>
          <div class="actions font-bulk">
            <label>
              <input
                type="checkbox"
                checked={chosen.length === fonts.length}
                onChange={(e) => model.selectAll((e.target as HTMLInputElement).checked)}
                data-testid="fonts-select-all"
              />
              {fontText.selectAll}
            </label>
            <button
              type="button"
              disabled={chosen.length === 0}
              onClick={() =>
                void model.deleteFonts(
                  chosen.map((f) => f.id),
                  confirm,
                )
              }
              data-testid="fonts-delete-selected"
            >
              {fontText.deleteSelected(chosen.length)}
            </button>
          </div>
          <ul class="font-list" aria-label={fontText.listLabel} data-testid="font-list">
            {fonts.map(row)}
          </ul>
        </>
      )}
    </section>
  );
}
