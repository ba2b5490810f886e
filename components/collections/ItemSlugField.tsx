import { useId } from 'preact/hooks';
import { t } from '../../lib/core/i18n/t';
import { validateSlug } from '../../lib/features/metadata';

/** Props of {@link ItemSlugField}. */
export interface ItemSlugFieldProps {
  value: string;
  onInput(value: string): void;
  itemId: string;
  /** The item's path with this slug in the locale shown, when known. */
  path: string | undefined;
  /** Whether the slug differs from the saved one (the address moves). */
  moved: boolean;
}

/** The item's slug in the locale shown: the page slug's format rules and the address it makes. */
export function ItemSlugField({ value, onInput, itemId, path, moved }: ItemSlugFieldProps) {
  const id = useId();
  const check = validateSlug(value, [], itemId);
  return (
    <div class="field metadata-field">
      <label for={id}>{t('item_slug_label')}</label>
      <input
        id={id}
        type="text"
        value={value}
        data-testid="item-slug"
        aria-invalid={check.valid ? undefined : 'true'}
        aria-describedby={`${id}-hint`}
        onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      />
      <div id={`${id}-hint`}>
        {path && <p class="metadata-field__hint mono">{t('item_slug_address', path)}</p>}
        {moved && check.valid && <p class="warning">{t('item_slug_moves')}</p>}
        {check.problems.map((p) => (
          <p key={p.code} class="error">
            {p.message}
          </p>
        ))}
        {check.suggestion && (
          <button type="button" onClick={() => onInput(check.suggestion!)}>
            {t('meta_use_suggestion', check.suggestion)}
          </button>
        )}
      </div>
    </div>
  );
}

/** Whether a slug blocks a save (its format; another item's slug is checked on Save). */
export const slugBlocksSave = (value: string, itemId: string) =>
  !validateSlug(value, [], itemId).valid;
