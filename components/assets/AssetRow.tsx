import { isImageAsset, hasAltText } from '../../lib/features/assets/alt-text';
import { assetName } from '../../lib/features/assets/asset-filter';
import { assetText } from '../../lib/features/assets/messages';
import { describeAsset, pickThumbnail } from '../../lib/features/assets/thumbnails';
import type { AssetLike } from '../../lib/features/assets/types';
import { ActionIcon } from './ActionIcon';
import { AltTextEditor } from './AltTextEditor';
import { InlineTextForm } from './InlineTextForm';
import { t } from '../../lib/core/i18n/t';

/** What the asset list asks its owner to do; the owner talks to the background. */
export interface AssetActions {
  /** PATCH the alt text in the list's locale; rejecting keeps the form open with the message. */
  onSaveAltText: (asset: AssetLike, altText: string) => Promise<void>;
  onRename: (asset: AssetLike, displayName: string) => Promise<void>;
  onCopyUrl: (asset: AssetLike) => void | Promise<void>;
  /** Throws an Error saying why when the original is not opened. */
  onOpenOriginal: (asset: AssetLike) => void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Which in-place form a row shows. */
export type RowEditing = 'alt' | 'rename' | null;

/** One asset row of fixed height: thumbnail, name, alt status in the locale, actions. */
export function AssetRow({
  asset,
  localeLabel,
  thumbSize,
  pixelRatio,
  editing,
  onEdit,
  onDone,
  onFailed,
  actions,
}: {
  asset: AssetLike;
  localeLabel: string;
  thumbSize: number;
  pixelRatio: number;
  editing: RowEditing;
  onEdit: (kind: RowEditing) => void;
  /** Called after a form closes; `message` is announced when given. */
  onDone: (message?: string) => void;
  /** Called when a copy or open failed, with the words to show. */
  onFailed: (message: string) => void;
  actions: AssetActions;
}) {
  const name = assetName(asset);
  const thumb = pickThumbnail(asset, thumbSize, pixelRatio);
  const image = isImageAsset(asset);
  const altOk = hasAltText(asset);
  const details = describeAsset(asset);
  // The line wraps; its whole text is the title too, for when a long value still runs out of room.
  const altLine = altOk
    ? t('ui_assets_alt_value', assetText.altPresent(localeLabel), asset.altText ?? '')
    : assetText.altMissing(localeLabel);
  return (
    <div class="asset-row__inner">
      {thumb ? (
        <img
          class="asset-row__thumb"
          src={thumb.url}
          alt=""
          loading="lazy"
          decoding="async"
          width={thumbSize}
          height={thumbSize}
        />
      ) : (
        <span class="asset-row__thumb asset-row__thumb--file" aria-hidden="true">
          {details.split(' ')[0] ?? ''}
        </span>
      )}
      <div class="asset-row__body">
        {editing === 'rename' ? (
          <InlineTextForm
            label={assetText.nameField(name)}
            value={asset.displayName ?? name}
            validate={(text) => (text.trim() === '' ? assetText.nameEmpty : null)}
            onSave={async (text) => {
              await actions.onRename(asset, text);
              onDone(assetText.renamed(text));
            }}
            onCancel={() => onDone()}
          />
        ) : (
          <span class="asset-row__name" title={name}>
            {name}
          </span>
        )}
        {editing === 'alt' ? (
          <AltTextEditor
            assetName={name}
            localeLabel={localeLabel}
            value={asset.altText ?? ''}
            onSave={async (text) => {
              await actions.onSaveAltText(asset, text);
              onDone(assetText.savedAlt(name, localeLabel));
            }}
            onCancel={() => onDone()}
          />
        ) : editing === null ? (
          <span class="asset-row__meta">
            {image ? (
              <span
                class={`asset-row__alt asset-row__alt--${altOk ? 'ok' : 'missing'}`}
                title={altLine}
              >
                {altLine}
              </span>
            ) : (
              <span class="asset-row__alt">{assetText.altNotNeeded}</span>
            )}
            <span class="asset-row__details muted">{details}</span>
          </span>
        ) : null}
      </div>
      {editing === null && (
        <div class="asset-row__actions">
          {image && (
            <button
              type="button"
              data-action="alt"
              aria-label={assetText.editAlt(name, localeLabel)}
              title={assetText.editAlt(name, localeLabel)}
              onClick={() => onEdit('alt')}
            >
              <ActionIcon icon="alt" />
              <span class="asset-row__label">{assetText.buttons.alt}</span>
            </button>
          )}
          <button
            type="button"
            data-action="rename"
            aria-label={assetText.rename(name)}
            title={assetText.rename(name)}
            onClick={() => onEdit('rename')}
          >
            <ActionIcon icon="rename" />
            <span class="asset-row__label">{assetText.buttons.rename}</span>
          </button>
          <button
            type="button"
            data-action="copy"
            aria-label={assetText.copyUrl(name)}
            title={assetText.copyUrl(name)}
            disabled={!asset.hostedUrl}
            onClick={async () => {
              try {
                await actions.onCopyUrl(asset);
                onDone(assetText.copied(name));
              } catch (error) {
                onFailed(assetText.actionFailed(reasonOf(error)));
              }
            }}
          >
            <ActionIcon icon="copy" />
            <span class="asset-row__label">{assetText.buttons.copy}</span>
          </button>
          <button
            type="button"
            data-action="open"
            aria-label={assetText.openOriginal(name)}
            title={assetText.openOriginal(name)}
            disabled={!asset.hostedUrl}
            onClick={() => {
              try {
                actions.onOpenOriginal(asset);
                onDone();
              } catch (error) {
                onFailed(reasonOf(error));
              }
            }}
          >
            <ActionIcon icon="open" />
            <span class="asset-row__label">{assetText.buttons.open}</span>
          </button>
        </div>
      )}
    </div>
  );
}
