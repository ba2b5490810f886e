import { useEffect, useRef, useState } from 'preact/hooks';
import { assetText } from '../../lib/features/assets/messages';

/** A one-line form that edits a text in place: Enter saves, Escape cancels. */
export function InlineTextForm({
  label,
  value,
  onSave,
  onCancel,
  validate,
  hint,
  class: className,
}: {
  /** Accessible name of the text field. */
  label: string;
  value: string;
  /** Rejecting shows the error's message and keeps the form open. */
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
  /** A message that blocks saving, or null. */
  validate?: (text: string) => string | null;
  /** Advice shown while typing that does not block saving, or null. */
  hint?: (text: string) => string | null;
  class?: string;
}) {
  const [text, setText] = useState(value);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const blocked = validate?.(text) ?? null;
  const advice = hint?.(text) ?? null;
  const message = failure ?? blocked ?? advice;

  const submit = async (event: Event) => {
    event.preventDefault();
    if (saving || blocked) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(text.trim());
    } catch (error) {
      setFailure(assetText.saveFailed(error instanceof Error ? error.message : String(error)));
      setSaving(false);
    }
  };

  return (
    <form
      class={`inline-form ${className ?? ''}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div class="inline-form__line">
        <input
          ref={input}
          type="text"
          aria-label={label}
          value={text}
          disabled={saving}
          aria-invalid={blocked !== null || failure !== null}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" class="primary" disabled={saving || blocked !== null}>
          {saving ? assetText.saving : assetText.save}
        </button>
        <button type="button" onClick={onCancel} disabled={saving}>
          {assetText.cancel}
        </button>
      </div>
      <p
        class={`inline-form__message ${failure || blocked ? 'error' : 'muted'}`}
        role={failure ? 'alert' : undefined}
        title={message ?? undefined}
      >
        {message}
      </p>
    </form>
  );
}
