import { t } from '../../lib/core/i18n/t';
import { altKey } from '../../lib/features/collections/item-draft-value';
import { imagesOf } from '../../lib/features/collections/item-values';
import type { ItemTabModel } from '../../lib/features/collections/model/item-tab';
import { safeImageUrl } from '../metadata/SocialCardPreview';
import './item.css';

/**
 * The item's Image and MultiImage fields in the locale shown, each image with its alt text to
 * edit. An image without alt text in the service's answer is said to have none recorded (whether
 * the service keeps alt text on item images is not confirmed), not shown as an empty alt.
 */
export function ItemImages({ model }: { model: ItemTabModel }) {
  const item = model.answer.value;
  const row = model.row();
  if (item?.state !== 'item' || !row) return null;
  const texts = model.edit.texts.value;
  const fields = item.fields.filter((f) => f.type === 'Image' || f.type === 'MultiImage');
  const shown = fields.flatMap((field) =>
    imagesOf(field.type, row.fieldData[field.slug]).map((image, i) => ({ field, image, i })),
  );
  if (shown.length === 0) return null;
  return (
    <fieldset class="stack" data-testid="item-images">
      <legend>{t('item_images_heading')}</legend>
      {shown.map(({ field, image, i }) => {
        const key = altKey(field.slug, i);
        const typed = texts[key];
        const src = safeImageUrl(image.url);
        const id = `item-alt-${field.slug}-${i}`;
        return (
          <div class="field item-image" key={key}>
            {src && <img src={src} alt="" class="item-image__thumb" loading="lazy" />}
            <label for={id}>
              {field.type === 'MultiImage'
                ? t('item_alt_label_many', field.name, String(i + 1))
                : t('item_alt_label', field.name)}
            </label>
            <input
              id={id}
              type="text"
              value={typed ?? image.alt ?? ''}
              placeholder={image.alt === undefined ? t('item_alt_unknown') : undefined}
              data-testid={`item-alt-${field.slug}-${i}`}
              onInput={(e) => model.edit.edit(key, (e.currentTarget as HTMLInputElement).value)}
            />
            <p class="metadata-field__hint">
              {image.alt === undefined && typed === undefined
                ? t('item_alt_none_recorded')
                : (typed ?? image.alt) === ''
                  ? t('item_alt_decorative')
                  : t('meta_len_chars_many', String((typed ?? image.alt ?? '').length))}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
