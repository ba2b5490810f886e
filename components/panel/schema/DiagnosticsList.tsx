import { useId } from 'preact/hooks';
import { diagnosticsText } from '../../../lib/editor/messages';
import type { DiagnosticSeverity, EditorDiagnostic } from '../../../lib/editor/types';
import { t } from '../../../lib/i18n/t';
import { formatRuleDate, RULES_CURRENT_TO } from '../../../lib/jsonld/rich-dates';

const SEVERITIES: readonly DiagnosticSeverity[] = ['error', 'warning', 'info'];

/**
 * The checker's findings grouped by severity; each one is a button that jumps to its position.
 * The footer says which day the rich-result rules are current to.
 */
export function DiagnosticsList({
  diagnostics,
  onJump,
}: {
  diagnostics: readonly EditorDiagnostic[];
  onJump: (diagnostic: EditorDiagnostic) => void;
}) {
  const headingId = useId();
  const groups = SEVERITIES.map((severity) => ({
    severity,
    items: diagnostics.filter((d) => d.severity === severity),
  }));
  const [errors, warnings, infos] = groups.map((g) => g.items.length);
  return (
    <section class="diagnostics" aria-labelledby={headingId} data-testid="diagnostics">
      <h2 id={headingId}>{diagnosticsText.heading}</h2>
      {diagnostics.length === 0 ? (
        <p class="muted" data-testid="diagnostics-empty">
          {diagnosticsText.empty}
        </p>
      ) : (
        <p class="muted" data-testid="diagnostics-summary">
          {diagnosticsText.summary(errors ?? 0, warnings ?? 0, infos ?? 0)}
        </p>
      )}
      {groups
        .filter((g) => g.items.length > 0)
        .map(({ severity, items }) => (
          <DiagnosticGroup key={severity} severity={severity} items={items} onJump={onJump} />
        ))}
      <footer class="muted diagnostics__rules" data-testid="diagnostics-rules-date">
        {t('editor_rich_rules_as_of', formatRuleDate(RULES_CURRENT_TO))}
      </footer>
    </section>
  );
}

function DiagnosticGroup({
  severity,
  items,
  onJump,
}: {
  severity: DiagnosticSeverity;
  items: readonly EditorDiagnostic[];
  onJump: (diagnostic: EditorDiagnostic) => void;
}) {
  const headingId = useId();
  return (
    <div class={`diagnostics__group diagnostics__group--${severity}`} data-severity={severity}>
      <h3 id={headingId}>{diagnosticsText.groupHeading[severity](items.length)}</h3>
      <ul aria-labelledby={headingId}>
        {items.map((d, i) => (
          <li key={`${d.rule}|${d.path}|${d.range?.from ?? ''}|${i}`}>
            <button
              type="button"
              class="diagnostic"
              title={diagnosticsText.jumpHint}
              onClick={() => onJump(d)}
            >
              <span class="diagnostic__message">{d.message}</span>
              <span class="diagnostic__meta">
                <code>{d.rule}</code> <span>{d.path}</span>{' '}
                <span>
                  {d.range
                    ? diagnosticsText.location(d.range.start.line, d.range.start.column)
                    : diagnosticsText.documentLevel}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
