import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { checkLength, type LengthField } from '../../lib/features/metadata/lengths';

/** Props of {@link MetadataField}. */
export interface MetadataFieldProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** A multi-line box (descriptions). */
  multiline?: boolean;
  disabled?: boolean;
  /** Which length guidance to show under the field, if any. */
  length?: LengthField;
  /** Replaces the length message when the field is empty (e.g. what the service falls back to). */
  emptyHint?: string;
  /** Errors that block saving; the field is marked invalid while there are any. */
  errors?: readonly string[];
  /** Anything else under the field (warnings, a suggestion button). */
  children?: ComponentChildren;
  name: string;
}

/** One labelled text field of the metadata form, with its length hint and errors described. */
export function MetadataField(props: MetadataFieldProps) {
  const { label, value, multiline = false, disabled = false, errors = [], name } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const check = props.length ? checkLength(props.length, value) : null;
  const hint =
    check && check.level === 'empty' && props.emptyHint ? props.emptyHint : check?.message;
  const describedBy = [hint ? hintId : '', errors.length > 0 ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    value,
    disabled,
    'aria-invalid': errors.length > 0 ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
    onInput: (e: Event) => props.onInput((e.currentTarget as HTMLInputElement).value),
  };
  return (
    <div class="field metadata-field">
      <label for={id}>{label}</label>
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      {hint && check && (
        <p
          id={hintId}
          class={`metadata-field__hint metadata-field__hint--${check.level}`}
          data-level={check.level}
        >
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={errorId} class="metadata-field__errors error">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {props.children}
    </div>
  );
}
