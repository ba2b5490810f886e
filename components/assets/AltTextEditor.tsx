import { assetText } from '../../lib/features/assets/messages';
import { InlineTextForm } from './InlineTextForm';

const LONG_ALT = 125;
const FILE_NAME = /^[\w.-]+\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** Advice on an alt text: too long, or a file name instead of a description. */
export function altTextHint(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > LONG_ALT) return assetText.altTooLong(trimmed.length);
  if (FILE_NAME.test(trimmed)) return assetText.altIsFileName;
  return null;
}

/** Edits one asset's alt text in one locale, in place. Saving empty text clears it. */
export function AltTextEditor({
  assetName,
  localeLabel,
  value,
  onSave,
  onCancel,
}: {
  assetName: string;
  localeLabel: string;
  value: string;
  onSave: (altText: string) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <InlineTextForm
      class="alt-editor"
      label={assetText.altField(assetName, localeLabel)}
      value={value}
      onSave={onSave}
      onCancel={onCancel}
      hint={altTextHint}
    />
  );
}
