import { useId } from 'preact/hooks';
import { checkLength } from '../../lib/features/metadata';
import { t } from '../../lib/core/i18n/t';

/** Props of {@link ItemTextField}. */
export interface ItemTextFieldProps {
  label: string;
  value: string;
  onInput(value: string): void;
  /** The length rule of what the page shows (the title with its site suffix, the description). */
  length: 'title' | 'seoDescription';
  /** What the page adds after the value (a title's " | Site name"). */
  suffix?: string;
  multiline?: boolean;
  /** False for a value an edit here would damage (rich text with formatting). */
  editable: boolean;
  /** The field's own limit, which the service enforces. */
  maxLength?: number;
  required: boolean;
  testId: string;
}

/** One item field feeding the page, with the length advice on what the page will show. */
export function ItemTextField(props: ItemTextFieldProps) {
  const id = useId();
  const { value, suffix = '' } = props;
  const check = checkLength(props.length, value === '' ? '' : value + suffix);
  const errors = [
    ...(props.required && value.trim() === '' ? [t('item_field_required')] : []),
    ...(props.maxLength !== undefined && value.length > props.maxLength
      ? [t('item_field_too_long', String(props.maxLength), String(value.length))]
      : []),
  ];
  const common = {
    id,
    value,
    readOnly: !props.editable,
    'data-testid': props.testId,
    'aria-invalid': errors.length > 0 ? ('true' as const) : undefined,
    'aria-describedby': `${id}-hint`,
    onInput: (e: Event) => props.onInput((e.currentTarget as HTMLInputElement).value),
  };
  return (
    <div class="field metadata-field">
      <label for={id}>{props.label}</label>
      {props.multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      <div id={`${id}-hint`}>
        {!props.editable && <p class="muted">{t('item_field_formatted')}</p>}
        <p
          class={`metadata-field__hint metadata-field__hint--${check.level}`}
          data-level={check.level}
        >
          {suffix && value !== ''
            ? t('item_field_with_suffix', check.message, suffix.trim())
            : check.message}
        </p>
        {errors.map((e) => (
          <p key={e} class="error">
            {e}
          </p>
        ))}
      </div>
    </div>
  );
}

/** Whether a field's value blocks a save (the service would refuse it). */
export function blocksSave(value: string, required: boolean, maxLength?: number): boolean {
  return (required && value.trim() === '') || (maxLength !== undefined && value.length > maxLength);
}
