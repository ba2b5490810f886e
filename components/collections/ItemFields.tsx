import { t } from '../../lib/core/i18n/t';
import type { ItemTabModel } from '../../lib/features/collections/model/item-tab';
import { editableText } from '../../lib/features/collections/item-values';
import { SearchPreview } from '../metadata/SearchPreview';
import { SocialCardPreview } from '../metadata/SocialCardPreview';
import { ItemImages } from './ItemImages';
import { ItemSlugField, slugBlocksSave } from './ItemSlugField';
import { blocksSave, ItemTextField } from './ItemTextField';

/**
 * The values of the fields that feed the page, in the locale shown: the title's and the
 * description's, editable with the length advice and previews of the page's metadata; the Open
 * Graph image shown. Save writes this locale only.
 */
export function ItemFields({ model }: { model: ItemTabModel }) {
  const item = model.answer.value;
  const row = model.row();
  if (item?.state !== 'item' || !row) return null;
  const { choice, inferred } = {
    choice: model.seo.choice.value,
    inferred: model.seo.inferred.value,
  };
  const texts = model.edit.texts.value;
  const fieldOf = (slug: string | null) =>
    slug ? item.fields.find((f) => f.slug === slug) : undefined;
  const valueOf = (slug: string) => {
    const field = fieldOf(slug);
    const own = editableText(field?.type ?? '', row.fieldData[slug]);
    return { text: texts[slug] ?? own.text, editable: own.editable };
  };
  const title = fieldOf(choice.title);
  const description = fieldOf(choice.description);
  const image = fieldOf(choice.ogImage);
  const suffix = inferred.title?.how === 'prefix' ? (inferred.title.suffix ?? '') : '';
  const titleValue = title ? valueOf(title.slug) : undefined;
  const descriptionValue = description ? valueOf(description.slug) : undefined;
  const imageUrl = image ? editableText(image.type, row.fieldData[image.slug]).text : null;
  const url = model.place.value?.url;
  const at = url && URL.canParse(url) ? new URL(url) : undefined;
  const dirty = model.edit.dirty();
  const blocked =
    (!!title && !!titleValue && blocksSave(titleValue.text, title.isRequired, title.maxLength)) ||
    (!!description &&
      !!descriptionValue &&
      blocksSave(descriptionValue.text, description.isRequired, description.maxLength));
  const savedSlug = String(row.fieldData.slug ?? '');
  const slug = texts.slug ?? savedSlug;
  const cms = row.cmsLocaleId;
  const blockedAll = blocked || slugBlocksSave(slug, item.itemId);
  const saving = model.edit.saving.value;
  return (
    <form
      class="card stack metadata-form"
      data-testid="item-fields"
      onSubmit={(e) => {
        e.preventDefault();
        void model.save();
      }}
    >
      {!title && !description && <p class="muted">{t('item_fields_none_chosen')}</p>}
      {title && titleValue && (
        <ItemTextField
          label={t('item_field_label', t('item_target_title'), title.name)}
          value={titleValue.text}
          editable={titleValue.editable}
          onInput={(v) => model.edit.edit(title.slug, v)}
          length="title"
          suffix={suffix}
          maxLength={title.maxLength}
          required={title.isRequired || title.slug === 'name'}
          testId="item-title"
        />
      )}
      {description && descriptionValue && (
        <ItemTextField
          label={t('item_field_label', t('item_target_description'), description.name)}
          value={descriptionValue.text}
          editable={descriptionValue.editable}
          onInput={(v) => model.edit.edit(description.slug, v)}
          length="seoDescription"
          multiline
          maxLength={description.maxLength}
          required={description.isRequired}
          testId="item-description"
        />
      )}
      <ItemSlugField
        value={slug}
        onInput={(v) => model.edit.edit('slug', v)}
        itemId={item.itemId}
        path={model.pathIn(cms, slug)}
        moved={slug !== savedSlug}
      />
      <ItemImages model={model} />
      {image && (
        <p class="muted" data-testid="item-og-image">
          {t('item_og_image_from', image.name, imageUrl || t('item_og_image_none'))}
        </p>
      )}
      <SearchPreview
        title={titleValue ? titleValue.text + suffix : ''}
        description={descriptionValue?.text ?? ''}
        host={at?.host ?? ''}
        path={at?.pathname ?? ''}
      />
      <SocialCardPreview
        title={titleValue ? titleValue.text + suffix : ''}
        description={descriptionValue?.text ?? ''}
        host={at?.host ?? ''}
        imageUrl={imageUrl}
      />
      <div class="actions">
        <button
          type="submit"
          class="primary"
          data-testid="item-save"
          disabled={saving || !dirty || blockedAll || item.write !== 'ok'}
        >
          {saving ? t('item_saving') : t('item_save', model.localeOf(row.cmsLocaleId)?.name ?? '')}
        </button>
        <button
          type="button"
          data-testid="item-discard"
          disabled={saving || !dirty}
          onClick={() => void model.discard()}
        >
          {t('meta_discard')}
        </button>
        <span class="muted">{dirty ? t('meta_unsaved') : t('meta_nothing_to_save')}</span>
      </div>
    </form>
  );
}
