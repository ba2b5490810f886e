import { fontText } from '../../lib/features/fonts/messages';
import type { FontUploadItem, FontUploads } from '../../lib/features/fonts/model/font-uploads';
import { AxesChoice } from './AxesChoice';
import { FontSettingsFields } from './FontSettingsFields';
import { FontUploadPending } from './FontUploadPending';

function stageText(item: FontUploadItem): string {
  switch (item.stage) {
    case 'hashing':
      return fontText.hashing;
    case 'starting':
      return fontText.starting;
    case 'uploading':
      return fontText.percent(item.percent);
    case 'done':
      return fontText.uploaded(item.fileName);
    case 'deleting':
      return fontText.deletingPending;
    default:
      return '';
  }
}

/** Stages during which the item offers no way out (work is in flight). */
const BUSY = new Set(['hashing', 'starting', 'uploading', 'deleting']);

function UploadItem({ item, uploads }: { item: FontUploadItem; uploads: FontUploads }) {
  const waiting = item.stage === 'ready' || item.stage === 'failed';
  const pendingCreate = !item.replace && item.pendingFontId !== undefined;
  const isNew = !item.replace && !pendingCreate;
  const halfDone =
    item.stage === 'needs-access' ||
    item.stage === 'deleting' ||
    (item.stage === 'failed' && !isNew && item.fileHash !== undefined);
  const progressId = `${item.key}-progress`;
  return (
    <li
      class="font-upload"
      data-testid="font-upload"
      data-stage={item.stage}
      data-file={item.fileName}
    >
      <div class="font-upload__head">
        <strong class="font-upload__name">{item.fileName}</strong>
        {item.replace && <span class="muted">{fontText.replace(item.replace.name)}</span>}
      </div>
      {(item.stage === 'uploading' || item.stage === 'done') && (
        <div class="font-upload__progress">
          <label id={progressId} class="visually-hidden">
            {fontText.uploadingLabel(item.fileName)}
          </label>
          <progress
            max={100}
            value={item.percent}
            aria-labelledby={progressId}
            data-testid="font-upload-progress"
          />
        </div>
      )}
      <p class="muted" aria-live="polite" data-testid="font-upload-status">
        {stageText(item)}
      </p>
      {item.error && (
        <p class="error" role="alert" data-testid="font-upload-error">
          {item.error}
        </p>
      )}
      {waiting && item.fileHash && isNew && (
        <form
          class="stack"
          aria-label={fontText.newFontFor(item.fileName)}
          onSubmit={(e) => {
            e.preventDefault();
            void uploads.start(item.key);
          }}
        >
          <FontSettingsFields
            draft={item.draft}
            onChange={(change) => uploads.setDraft(item.key, change)}
            testId="font-upload"
          />
          <div class="actions">
            <button type="submit" class="primary" data-testid="font-upload-start">
              {fontText.upload}
            </button>
          </div>
        </form>
      )}
      {waiting && item.fileHash && item.replace && item.replace.currentAxes.length > 0 && (
        <AxesChoice
          name={`${item.key}-axes`}
          axes={item.replace.currentAxes}
          value={item.replace.axes}
          onChange={(value) => uploads.setAxesChoice(item.key, value)}
        />
      )}
      {item.stage === 'ready' && item.fileHash && !isNew && (
        <div class="actions">
          <button
            type="button"
            class="primary"
            onClick={() => void uploads.start(item.key)}
            data-testid="font-upload-start"
          >
            {fontText.upload}
          </button>
        </div>
      )}
      {halfDone && <FontUploadPending item={item} uploads={uploads} />}
      <div class="actions">
        {item.conflict && (
          <button
            type="button"
            onClick={() => uploads.replaceConflicting(item.key)}
            data-testid="font-upload-replace-conflict"
          >
            {fontText.replaceConflicting(
              fontText.fontName(
                item.conflict.fontFamily ?? '',
                item.conflict.weight ?? 400,
                item.conflict.italic ?? false,
              ),
            )}
          </button>
        )}
        {!BUSY.has(item.stage) && !pendingCreate && (
          <button
            type="button"
            onClick={() => void uploads.dismiss(item.key)}
            aria-label={fontText.dismissFile(item.fileName)}
            data-testid="font-upload-dismiss"
          >
            {fontText.dismiss}
          </button>
        )}
      </div>
    </li>
  );
}

/** Every upload of the tab, newest last, each with its progress, form or error. */
export function FontUploadList({ uploads }: { uploads: FontUploads }) {
  const items = uploads.items.value;
  if (items.length === 0) return null;
  return (
    <ul class="font-uploads" aria-label={fontText.uploadsLabel} data-testid="font-uploads">
      {items.map((item) => (
        <UploadItem key={item.key} item={item} uploads={uploads} />
      ))}
    </ul>
  );
}
