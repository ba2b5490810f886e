import { fontText } from '../../lib/features/fonts/messages';
import type { FontUploadItem, FontUploads } from '../../lib/features/fonts/model/font-uploads';

/**
 * An upload whose file is announced but has not arrived: waiting for access to the file store's
 * host ("Allow and upload"), or after the store failed ("Retry upload"). A new font can be deleted
 * instead; a replaced font keeps its current file, and the row's "Dismiss" drops the new one.
 */
export function FontUploadPending({
  item,
  uploads,
}: {
  item: FontUploadItem;
  uploads: FontUploads;
}) {
  const isNew = !item.replace && item.pendingFontId !== undefined;
  const host = item.accessHost ?? '';
  // Still set while the announced font is deleted from this state, so the texts stay put.
  const needsAccess = item.accessHost !== undefined;
  const deleting = item.stage === 'deleting';
  return (
    <div class="stack font-upload__pending" data-testid="font-upload-pending">
      {needsAccess ? (
        <>
          <p data-testid="font-upload-access">
            {isNew ? fontText.accessNeeded(host) : fontText.accessNeededReplace(host)}
          </p>
          {item.declined && (
            <p class="error" role="alert" data-testid="font-upload-declined">
              {isNew ? fontText.accessDeclined(host) : fontText.accessDeclinedReplace(host)}
            </p>
          )}
        </>
      ) : (
        isNew && <p data-testid="font-upload-without-file">{fontText.registeredWithoutFile}</p>
      )}
      <div class="actions">
        {needsAccess ? (
          <button
            type="button"
            class="primary"
            disabled={deleting}
            // The permission prompt needs this click: the model asks before its first `await`.
            onClick={() => void uploads.allowAndUpload(item.key)}
            data-testid="font-upload-allow"
          >
            {fontText.allowAndUpload}
          </button>
        ) : (
          <button
            type="button"
            class="primary"
            disabled={deleting}
            onClick={() => void uploads.start(item.key)}
            data-testid="font-upload-retry"
          >
            {fontText.retryUpload}
          </button>
        )}
        {isNew && (
          <button
            type="button"
            disabled={deleting}
            onClick={() => void uploads.deletePending(item.key)}
            data-testid="font-upload-delete-pending"
          >
            {fontText.deletePending}
          </button>
        )}
      </div>
    </div>
  );
}
