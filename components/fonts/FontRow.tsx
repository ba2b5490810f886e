import { useState } from 'preact/hooks';
import type { CustomFont } from '../../lib/features/fonts/font-messages';
import { FONT_FILE_ACCEPT } from '../../lib/features/fonts/font-file';
import { fontText } from '../../lib/features/fonts/messages';
import type { FontEdit } from '../../lib/features/fonts/model/fonts-model';
import type { SettingsDraft } from '../../lib/features/fonts/settings-draft';
import { AxesChoice, axesSummary } from './AxesChoice';
import { FontSettingsFields } from './FontSettingsFields';

/** What a font row asks its owner to do. */
export interface FontRowActions {
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDraft: (change: Partial<SettingsDraft>) => void;
  onSave: () => void;
  onCancel: () => void;
  onReplace: (file: File, axes: 'keep' | 'static') => void;
  onDelete: () => void;
}

function ReplaceForm({
  font,
  name,
  onReplace,
  onClose,
}: {
  font: CustomFont;
  name: string;
  onReplace: (file: File, axes: 'keep' | 'static') => void;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [axes, setAxes] = useState<'keep' | 'static'>('keep');
  const current = font.axes ?? [];
  return (
    <form
      class="stack font-row__form"
      aria-label={fontText.replace(name)}
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return;
        onReplace(file, axes);
        onClose();
      }}
    >
      <label class="field">
        <span>{fontText.replaceFile(name)}</span>
        <input
          type="file"
          accept={FONT_FILE_ACCEPT}
          required
          onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          data-testid="font-replace-input"
        />
      </label>
      {current.length > 0 && (
        <AxesChoice name={`axes-${font.id}`} axes={current} value={axes} onChange={setAxes} />
      )}
      <div class="actions">
        <button type="submit" class="primary" disabled={!file} data-testid="font-replace-start">
          {fontText.upload}
        </button>
        <button type="button" onClick={onClose}>
          {fontText.cancel}
        </button>
      </div>
    </form>
  );
}

/** One font: its settings and file at a glance, selection, and edit, replace, delete. */
export function FontRow({
  font,
  selected,
  edit,
  actions,
}: {
  font: CustomFont;
  selected: boolean;
  edit: FontEdit | null;
  actions: FontRowActions;
}) {
  const [replacing, setReplacing] = useState(false);
  const family = font.fontFamily ?? '';
  const weight = font.weight ?? 400;
  const italic = font.italic ?? false;
  const name = fontText.fontName(family, weight, italic);
  const axes = font.axes ?? [];
  return (
    <li class="font-row" data-testid="font-row" data-font-id={font.id}>
      <div class="font-row__main">
        <input
          type="checkbox"
          checked={selected}
          aria-label={fontText.selectFont(name)}
          onChange={(e) => actions.onSelect((e.target as HTMLInputElement).checked)}
          data-testid="font-select"
        />
        <div class="font-row__body">
          <span class="font-row__family" data-testid="font-family">
            {family}
          </span>
          <dl class="font-row__facts">
            <dt>{fontText.columns.weight}</dt>
            <dd data-testid="font-weight">{weight}</dd>
            <dt>{fontText.columns.style}</dt>
            <dd data-testid="font-style">{italic ? fontText.italic : fontText.normal}</dd>
            <dt>{fontText.columns.display}</dt>
            <dd>{font.fontDisplay ?? ''}</dd>
            <dt>{fontText.columns.format}</dt>
            <dd>{font.format ?? ''}</dd>
            <dt>{fontText.columns.file}</dt>
            <dd class="font-row__file" title={font.fileName ?? ''} data-testid="font-file">
              {font.fileName ?? ''}
            </dd>
            <dt>{fontText.columns.kind}</dt>
            <dd data-testid="font-kind">
              {axes.length > 0 ? fontText.variable(axesSummary(axes)) : fontText.static}
            </dd>
          </dl>
        </div>
      </div>
      {edit ? (
        <form
          class="stack font-row__form"
          aria-label={fontText.edit(name)}
          onSubmit={(e) => {
            e.preventDefault();
            actions.onSave();
          }}
        >
          <FontSettingsFields
            draft={edit.draft}
            onChange={actions.onDraft}
            disabled={edit.saving}
            testId="font-edit"
          />
          {edit.error && (
            <p class="error" role="alert" data-testid="font-edit-error">
              {edit.error}
            </p>
          )}
          <div class="actions">
            <button
              type="submit"
              class="primary"
              disabled={edit.saving}
              data-testid="font-edit-save"
            >
              {edit.saving ? fontText.saving : fontText.save}
            </button>
            <button type="button" onClick={actions.onCancel} disabled={edit.saving}>
              {fontText.cancel}
            </button>
          </div>
        </form>
      ) : replacing ? (
        <ReplaceForm
          font={font}
          name={name}
          onReplace={actions.onReplace}
          onClose={() => setReplacing(false)}
        />
      ) : (
        <div class="actions font-row__actions">
          <button
            type="button"
            aria-label={fontText.edit(name)}
            onClick={actions.onEdit}
            data-testid="font-edit"
          >
            {fontText.editButton}
          </button>
          <button
            type="button"
            aria-label={fontText.replace(name)}
            onClick={() => setReplacing(true)}
            data-testid="font-replace"
          >
            {fontText.replaceButton}
          </button>
          <button
            type="button"
            aria-label={fontText.deleteOne(name)}
            onClick={actions.onDelete}
            data-testid="font-delete"
          >
            {fontText.deleteButton}
          </button>
        </div>
      )}
    </li>
  );
}
