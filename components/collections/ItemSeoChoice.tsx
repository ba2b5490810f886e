import { t } from '../../lib/core/i18n/t';
import type { ItemTabModel } from '../../lib/features/collections/model/item-tab';
import { candidateFields, type SeoTarget } from '../../lib/features/collections/item-seo-infer';

const TARGETS: SeoTarget[] = ['title', 'description', 'ogImage'];

const targetLabel = (target: SeoTarget) =>
  target === 'title'
    ? t('item_target_title')
    : target === 'description'
      ? t('item_target_description')
      : t('item_target_og_image');

const comesFrom = (target: SeoTarget, name: string) =>
  target === 'title'
    ? t('item_comes_from_title', name)
    : target === 'description'
      ? t('item_comes_from_description', name)
      : t('item_comes_from_og_image', name);

/**
 * Which item field feeds the page's title, description and Open Graph image: the sentence that
 * says it and where it comes from (confirmed, or inferred from the published page), a choice of
 * field per target, and "That's right" to remember it for the collection.
 */
export function ItemSeoChoice({ model }: { model: ItemTabModel }) {
  const item = model.answer.value;
  const cms = model.cmsLocaleId.value;
  if (item?.state !== 'item' || !cms) return null;
  const { seo } = model;
  const choice = seo.choice.value;
  const read = seo.read.value;
  const nameOf = (slug: string | null) =>
    slug === null ? null : (item.fields.find((f) => f.slug === slug)?.name ?? slug);
  const parts = TARGETS.flatMap((target) => {
    const name = nameOf(choice[target]);
    return name ? [comesFrom(target, name)] : [];
  });
  const source = seo.source.value;
  const url = model.place.value?.url;
  const host = url && URL.canParse(url) ? new URL(url).host : '';
  const sourceText = seo.reading.value
    ? t('item_seo_reading')
    : source === 'confirmed'
      ? t('item_seo_confirmed')
      : source === 'inferred'
        ? t('item_seo_inferred')
        : read?.state === 'read'
          ? t('item_seo_no_match')
          : t('item_seo_no_page');
  return (
    <section class="card stack" data-testid="item-seo" aria-labelledby="item-seo-heading">
      <h3 id="item-seo-heading">{t('item_seo_heading')}</h3>
      <p data-testid="item-seo-match" data-source={source}>
        {parts.length > 0 ? `${parts.join('; ')}.` : t('item_seo_choose')}
      </p>
      <p class="muted" data-testid="item-seo-source">
        {sourceText}
      </p>
      {read?.state === 'needs-access' && (
        <button
          type="button"
          data-testid="item-allow-read"
          onClick={() => void seo.allowReading(cms)}
        >
          {t('item_seo_allow_read', host)}
        </button>
      )}
      {read?.state === 'failed' && <p class="warning">{read.message}</p>}
      {seo.error.value && <p class="error">{seo.error.value}</p>}
      {TARGETS.map((target) => (
        <label class="field" key={target}>
          <span>{targetLabel(target)}</span>
          <select
            value={choice[target] ?? ''}
            data-testid={`item-seo-${target}`}
            onChange={(e) => seo.pick(target, (e.target as HTMLSelectElement).value || null)}
          >
            <option value="">{t('item_seo_none')}</option>
            {candidateFields(item.fields, target).map((f) => (
              <option key={f.slug} value={f.slug}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {choice.title === 'name' && (
        <p class="muted" data-testid="item-name-note">
          {t('item_name_shows_elsewhere', nameOf(choice.title) ?? '', item.collection.name)}
        </p>
      )}
      {source !== 'confirmed' && (
        <div class="actions">
          <button
            type="button"
            data-testid="item-seo-confirm"
            onClick={() => void seo.confirm(cms)}
          >
            {t('item_seo_confirm')}
          </button>
        </div>
      )}
    </section>
  );
}
