import type { ComponentChildren } from 'preact';
import type { Page } from '../../lib/features/metadata/register';
import { checkForm } from '../../lib/features/metadata/form-checks';
import { setCopied, type MetadataFields } from '../../lib/features/metadata/metadata-form';
import { formText } from '../../lib/features/metadata/messages';
import type { MetadataNotice } from '../../lib/features/metadata/save-outcome';
import type { SiblingSlug, SlugChangeability } from '../../lib/features/metadata/slug-rules';
import { MetadataField } from './MetadataField';
import './metadata.css';

/** Props of {@link MetadataForm}. */
export interface MetadataFormProps {
  /** The page as the service holds it in this locale (the draft's base). */
  page: Page;
  /** What the form shows: the draft's fields, or `fieldsFromPage(page)` when there is none. */
  fields: MetadataFields;
  /** Called with the whole new value after every edit (the caller stores the draft). */
  onChange: (fields: MetadataFields) => void;
  onSave: () => void;
  onDiscard: () => void;
  /** `slugChangeability(page, …)` for this page and locale. */
  slugRule: SlugChangeability;
  /** The other pages of the same folder in this locale (`siblingsOf`). */
  siblings: readonly SiblingSlug[];
  /** True while a save runs: inputs and buttons are disabled. */
  busy?: boolean;
  notices?: readonly MetadataNotice[];
  /** Shown after the heading, e.g. "French (France)". */
  localeLabel?: string;
  /** The search-result preview, shown right under the SEO fields it previews. */
  seoPreview?: ComponentChildren;
  /** The social-card preview, shown right under the Open Graph fields. */
  ogPreview?: ComponentChildren;
}

/** The metadata tab's form: fields, "same as SEO" switches, length hints, slug checks, Save. */
export function MetadataForm(props: MetadataFormProps) {
  const { page, fields, slugRule, busy = false, notices = [] } = props;
  const check = checkForm(page, fields, props.siblings, slugRule);
  const set = (patch: Partial<MetadataFields>) => props.onChange({ ...fields, ...patch });
  const slugErrors = check.slug?.problems.map((p) => p.message) ?? [];
  const suggestion = check.slug?.suggestion ?? null;
  const titleCopiedValue = fields.seoTitle.trim() || fields.title;
  return (
    <form
      class="metadata-form stack"
      aria-busy={busy}
      aria-label={formText.heading}
      onSubmit={(e) => {
        e.preventDefault();
        if (check.canSave && !busy) props.onSave();
      }}
    >
      <h2>
        {formText.heading}
        {props.localeLabel && <span class="muted"> · {props.localeLabel}</span>}
      </h2>
      <fieldset class="metadata-form__group stack">
        <MetadataField
          name="title"
          label={formText.title}
          value={fields.title}
          onInput={(title) => set({ title })}
          disabled={busy}
          errors={check.titleError ? [check.titleError] : []}
        />
        <MetadataField
          name="slug"
          label={formText.slug}
          value={fields.slug}
          onInput={(slug) => set({ slug })}
          disabled={busy}
          errors={slugErrors}
        >
          {suggestion && (
            <button
              type="button"
              class="link"
              disabled={busy}
              onClick={() => set({ slug: suggestion })}
            >
              {formText.useSuggestion(suggestion)}
            </button>
          )}
          {/* The caveat matters once the editor changes the slug, not before. */}
          {slugRule.message && fields.slug !== (page.slug ?? '') && (
            <p
              class={check.slugWarning ? 'warning metadata-form__slug-rule' : 'muted'}
              data-testid="slug-rule"
            >
              {slugRule.message}
            </p>
          )}
          {check.slugWarning && (
            <p class="warning" role="status" data-testid="slug-warning">
              {check.slugWarning}
            </p>
          )}
        </MetadataField>
      </fieldset>
      <fieldset class="metadata-form__group stack">
        <legend>{formText.seoGroup}</legend>
        <MetadataField
          name="seo.title"
          label={formText.seoTitle}
          value={fields.seoTitle}
          onInput={(seoTitle) => set({ seoTitle })}
          disabled={busy}
          length="seoTitle"
          emptyHint={formText.emptySeoTitle}
        />
        <MetadataField
          name="seo.description"
          label={formText.seoDescription}
          value={fields.seoDescription}
          onInput={(seoDescription) => set({ seoDescription })}
          disabled={busy}
          length="seoDescription"
          multiline
        />
        {props.seoPreview}
      </fieldset>
      <fieldset class="metadata-form__group stack">
        <legend>{formText.ogGroup}</legend>
        <CopySwitch
          label={formText.sameAsSeoTitle}
          checked={fields.ogTitleCopied}
          disabled={busy}
          onToggle={(on) => props.onChange(setCopied(fields, 'title', on))}
        />
        <MetadataField
          name="openGraph.title"
          label={formText.ogTitle}
          value={fields.ogTitleCopied ? titleCopiedValue : fields.ogTitle}
          disabled={busy || fields.ogTitleCopied}
          onInput={(ogTitle) => set({ ogTitle })}
        />
        <CopySwitch
          label={formText.sameAsSeoDescription}
          checked={fields.ogDescriptionCopied}
          disabled={busy}
          onToggle={(on) => props.onChange(setCopied(fields, 'description', on))}
        />
        <MetadataField
          name="openGraph.description"
          label={formText.ogDescription}
          value={fields.ogDescriptionCopied ? fields.seoDescription : fields.ogDescription}
          disabled={busy || fields.ogDescriptionCopied}
          onInput={(ogDescription) => set({ ogDescription })}
          multiline
        />
        {props.ogPreview}
      </fieldset>
      <div class="metadata-form__notices" aria-live="polite" data-testid="metadata-notices">
        {notices.map((n) => (
          <p key={n.text} class={n.tone} role={n.tone === 'error' ? 'alert' : undefined}>
            {n.text}
          </p>
        ))}
      </div>
      <div class="actions">
        <button
          type="submit"
          class="primary"
          disabled={busy || !check.canSave}
          data-testid="metadata-save"
        >
          {busy ? formText.saving : formText.save}
        </button>
        <button type="button" disabled={busy || !check.dirty} onClick={props.onDiscard}>
          {formText.discard}
        </button>
        <span class="muted metadata-form__state">
          {check.dirty ? formText.unsaved : formText.nothingToSave}
        </span>
      </div>
    </form>
  );
}

function CopySwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <label class="check">
      <input
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        aria-checked={props.checked}
        onChange={(e) => props.onToggle((e.currentTarget as HTMLInputElement).checked)}
      />
      {props.label}
    </label>
  );
}
