import type { LocaleEditor } from '../../lib/features/schema/model/schema-model';
import { t } from '../../lib/core/i18n/t';

function words(editor: LocaleEditor, primaryName: string): { text: string; tone: string } {
  const remote = editor.remote.value;
  const verdict = editor.verdict.value;
  if (!editor.dirty.value) {
    if (remote?.state === 'inherited')
      return { text: t('ui_verdict_inherited', primaryName), tone: 'muted' };
    if (remote?.state === 'raw') return { text: t('ui_verdict_raw'), tone: 'warn' };
  }
  if (!editor.text.value.trim()) return { text: t('ui_verdict_none'), tone: 'muted' };
  if (!verdict) return { text: t('ui_verdict_checking'), tone: 'muted' };
  return { text: verdict.text, tone: verdict.ok ? 'success' : 'error' };
}

/**
 * The first line of a locale's Schema tab: what its markup amounts to, in words ("Eligible for
 * Article rich results", "Not eligible for Article rich results: 1 error", "WebSite markup: valid").
 */
export function SchemaVerdict({
  editor,
  primaryName,
}: {
  editor: LocaleEditor;
  primaryName: string;
}) {
  const { text, tone } = words(editor, primaryName);
  return (
    <p class={`verdict verdict--${tone}`} data-testid="schema-verdict" data-tone={tone}>
      {text}
    </p>
  );
}
