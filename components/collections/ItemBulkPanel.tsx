import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/core/i18n/t';
import {
  ITEM_CHANGES,
  itemChangeLabel,
  type ItemBulkModel,
  type ItemChangeType,
} from '../../lib/features/collections/model/item-bulk-model';
import type { FieldChoices } from '../../lib/features/collections/bulk/item-bulk-messages';
import type { ExportFile } from '../../lib/features/site/export';
import { ItemBulkJob } from './ItemBulkJob';
import { RedirectPlan } from '../redirects/RedirectPlan';
import { PublishedCheckView } from './PublishedCheckView';

const SHOWN = 50;

/** A choice among a collection's text fields. */
function FieldSelect(props: {
  label: string;
  value: string;
  fields: readonly { slug: string; name: string }[];
  onChange(slug: string): void;
  testId?: string;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select
        value={props.value}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.fields.map((f) => (
          <option key={f.slug} value={f.slug}>
            {f.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One collection's fields to confirm: which feeds the title, which the description. */
function ConfirmFields({ choice, model }: { choice: FieldChoices; model: ItemBulkModel }) {
  const text = choice.fields.filter((f) => f.type === 'PlainText' || f.type === 'RichText');
  const [title, setTitle] = useState('name');
  const [description, setDescription] = useState(
    text.find((f) => f.slug !== 'name' && f.slug !== 'slug')?.slug ?? '',
  );
  return (
    <fieldset class="stack" data-testid="item-bulk-fields" data-collection={choice.collectionId}>
      <legend>{t('items_bulk_fields_of', choice.name)}</legend>
      <FieldSelect label={t('item_target_title')} value={title} fields={text} onChange={setTitle} />
      <FieldSelect
        label={t('item_target_description')}
        value={description}
        fields={text}
        onChange={setDescription}
        testId="item-bulk-fields-description"
      />
      <button
        type="button"
        data-testid="item-bulk-confirm-fields"
        onClick={() =>
          void model.confirmFields(choice.collectionId, {
            title,
            description: description || null,
            ogImage: null,
          })
        }
      >
        {t('items_bulk_fields_confirm')}
      </button>
    </fieldset>
  );
}

/**
 * The grid's panel for the selected item rows: a change of their fields, its preview, the question
 * before any write, the job's progress with Undo and the report, and "Publish N changed items".
 */
export function ItemBulkPanel({
  model,
  count,
  confirm,
  download,
  localeName,
}: {
  model: ItemBulkModel;
  count: number;
  confirm(question: string): boolean;
  download(file: ExportFile): void;
  localeName(localeId: string | null): string;
}) {
  useEffect(() => {
    void model.open();
    return () => model.close();
  }, [model]);
  const type = model.changeType.value;
  const plan = model.plan.value;
  const job = model.job.value;
  const counts = model.counts.value;
  const changed = model.changed.value;
  const needsFields = type === 'fill-empty-descriptions' || type === 'shorten-titles';
  const sources = [
    ...new Map(
      model.choices.value
        .flatMap((c) => c.fields)
        .filter((f) => (f.type === 'PlainText' || f.type === 'RichText') && f.slug !== 'slug')
        .map((f) => [f.slug, f]),
    ).values(),
  ];
  return (
    <section class="card stack" data-testid="item-bulk" aria-labelledby="item-bulk-heading">
      <h3 id="item-bulk-heading">{t('items_bulk_heading')}</h3>
      <p class="muted">{t('items_bulk_selected', String(count))}</p>
      <label class="field">
        <span>{t('items_bulk_change_label')}</span>
        <select
          value={type}
          data-testid="item-bulk-change"
          onChange={(e) => (model.changeType.value = e.currentTarget.value as ItemChangeType)}
        >
          {ITEM_CHANGES.map((c) => (
            <option key={c} value={c}>
              {itemChangeLabel(c)}
            </option>
          ))}
        </select>
      </label>
      {type === 'fill-empty-descriptions' && (
        <label class="field">
          <span>{t('items_bulk_source_label')}</span>
          <select
            value={model.sourceField.value}
            data-testid="item-bulk-source"
            onChange={(e) => (model.sourceField.value = e.currentTarget.value)}
          >
            <option value="">{t('items_bulk_pick_source')}</option>
            {sources.map((f) => (
              <option key={f.slug} value={f.slug}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {needsFields &&
        model.choices.value
          .filter((c) => !c.seo)
          .map((c) => <ConfirmFields key={c.collectionId} choice={c} model={model} />)}
      <div class="actions">
        <button
          type="button"
          data-testid="item-bulk-preview"
          disabled={model.planning.value}
          onClick={() => void model.preview()}
        >
          {t('items_bulk_preview')}
        </button>
      </div>
      {plan && plan.unconfirmed.length > 0 && (
        <p class="warning" data-testid="item-bulk-unconfirmed">
          {t('items_bulk_unconfirmed', plan.unconfirmed.map((u) => u.name).join(', '))}
        </p>
      )}
      {plan && (
        <div class="stack" data-testid="item-bulk-plan">
          <h4>{t('items_bulk_changes_heading', String(plan.entries.length))}</h4>
          <ul class="list">
            {plan.entries.slice(0, SHOWN).map((e) => (
              <li key={e.id} data-testid="item-bulk-entry">
                {e.item} · {localeName(e.localeId)}: {e.summary}
              </li>
            ))}
          </ul>
          {plan.skipped.length > 0 && (
            <details>
              <summary>{t('items_bulk_skipped_heading', String(plan.skipped.length))}</summary>
              <ul class="list">
                {plan.skipped.slice(0, SHOWN).map((s) => (
                  <li key={s.id}>
                    {s.item} · {localeName(s.localeId)}: {s.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {plan.entries.length > 0 && (
            <div class="actions">
              <button
                type="button"
                class="primary"
                data-testid="item-bulk-apply"
                onClick={() => void model.apply(confirm, localeName)}
              >
                {t('items_bulk_apply', String(plan.entries.length))}
              </button>
            </div>
          )}
        </div>
      )}
      {job && counts && <ItemBulkJob model={model} download={download} />}
      {counts?.finished && <RedirectPlan model={model.redirects} download={download} />}
      <div class="actions">
        {changed && changed.items > 0 ? (
          <button
            type="button"
            data-testid="item-bulk-publish"
            onClick={() => void model.publishChanged(confirm)}
          >
            {t('items_bulk_publish', String(changed.items))}
          </button>
        ) : (
          <span class="muted">{t('items_bulk_none_changed')}</span>
        )}
      </div>
      {model.published.value && (
        <p class="success" data-testid="item-bulk-published">
          {t(
            'items_bulk_published',
            String(model.published.value.published.length),
            String(model.published.value.requests),
          )}
        </p>
      )}
      {model.liveAfter.value && <PublishedCheckView check={model.liveAfter.value} model={model} />}
      {model.error.value && (
        <p class="error" role="alert">
          {model.error.value}
        </p>
      )}
    </section>
  );
}
