import type { LocaleEditor } from '../../lib/features/schema/model/schema-model';
import { t } from '../../lib/core/i18n/t';
import type { HiddenVerdict } from '../../lib/features/live-site/model/page-index-model';

function words(
  editor: LocaleEditor,
  primaryName: string,
  hidden: HiddenVerdict | undefined,
): { text: string; tone: string } {
  const remote = editor.remote.value;
  const verdict = editor.verdict.value;
  if (!editor.dirty.value) {
    if (remote?.state === 'inherited') {
      const text = t('ui_verdict_inherited', primaryName);
      return hidden ? { text: `${text} · ${hidden.also}`, tone: 'warn' } : { text, tone: 'muted' };
    }
    if (remote?.state === 'raw') return { text: t('ui_verdict_raw'), tone: 'warn' };
  }
  if (!editor.text.value.trim()) return { text: t('ui_verdict_none'), tone: 'muted' };
  if (!verdict) return { text: t('ui_verdict_checking'), tone: 'muted' };
  // Valid markup on a page Google will not show is no rich result: the verdict says why instead.
  if (hidden && !editor.dirty.value)
    return verdict.ok
      ? { text: hidden.valid, tone: 'warn' }
      : { text: `${verdict.text} · ${hidden.also}`, tone: 'error' };
  return { text: verdict.text, tone: verdict.ok ? 'success' : 'error' };
}

/**
 * The first line of a locale's Schema tab: what its markup amounts to, in words ("Eligible for
 * Article rich results", "Not eligible for Article rich results: 1 error", "WebSite markup: valid");
 * on a page the last live check found Google will not show, "Valid, but Google will not show it:
 * the page says noindex (…)" instead (the saved markup's verdict; a draft is judged on its own).
 */
export function SchemaVerdict({
  editor,
  primaryName,
  hidden,
}: {
  editor: LocaleEditor;
  primaryName: string;
  /** Why Google will not show the page in this locale, as the verdict says it. */
  hidden?: HiddenVerdict;
}) {
  const { text, tone } = words(editor, primaryName, hidden);
  return (
    <p
      class={`verdict verdict--${tone}`}
      data-testid="schema-verdict"
      data-tone={tone}
      data-hidden={hidden ? 'true' : undefined}
    >
      {text}
    </p>
  );
}
