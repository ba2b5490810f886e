import { useId } from 'preact/hooks';
import { diagnosticsText } from '../../lib/features/schema/editor/messages';
import type { EditorDiagnostic, EditorFix } from '../../lib/features/schema/editor/types';
import { t } from '../../lib/core/i18n/t';
import { formatRuleDate, RULES_CURRENT_TO } from '../../lib/jsonld';
import {
  fixLabel,
  groupFindings,
  type FindingGroup,
} from '../../lib/features/schema/model/schema-findings';
import { setShowDetails, showDetails } from './details-pref';

/** Props of {@link DiagnosticsList}. */
export interface DiagnosticsListProps {
  diagnostics: readonly EditorDiagnostic[];
  /** Moves the editor's cursor to the finding. */
  onJump: (diagnostic: EditorDiagnostic) => void;
  /** Applies a finding's one-click fix; without it no fix is offered. */
  onFix?: (fix: EditorFix) => void;
  /** False while the findings describe an older text: their fixes wait for the next check. */
  fixable?: boolean;
}

/**
 * The checker's findings grouped by what to do ("Fix 2 errors", "Consider 3 improvements"); each
 * message jumps to its position, and a one-click fix sits next to it when the checker offers one.
 * Rule ids, JSON paths and positions show behind "Show details" (remembered). The footer says
 * which day the rich-result rules are current to.
 */
export function DiagnosticsList({
  diagnostics,
  onJump,
  onFix,
  fixable = true,
}: DiagnosticsListProps) {
  const headingId = useId();
  const details = showDetails.value;
  return (
    <section class="diagnostics" aria-labelledby={headingId} data-testid="diagnostics">
      <div class="diagnostics__bar">
        <h2 id={headingId}>{diagnosticsText.heading}</h2>
        {diagnostics.length > 0 && (
          <label class="check diagnostics__details">
            <input
              type="checkbox"
              checked={details}
              onChange={(e) => setShowDetails(e.currentTarget.checked)}
              data-testid="diagnostics-details"
            />
            {t('ui_findings_show_details')}
          </label>
        )}
      </div>
      {diagnostics.length === 0 && (
        <p class="muted" data-testid="diagnostics-empty">
          {diagnosticsText.empty}
        </p>
      )}
      {groupFindings(diagnostics).map((group) => (
        <FindingGroupView
          key={group.severity}
          group={group}
          details={details}
          onJump={onJump}
          onFix={onFix}
          fixable={fixable}
        />
      ))}
      <footer class="muted diagnostics__rules" data-testid="diagnostics-rules-date">
        {t('editor_rich_rules_as_of', formatRuleDate(RULES_CURRENT_TO))}
      </footer>
    </section>
  );
}

function FindingGroupView({
  group,
  details,
  onJump,
  onFix,
  fixable,
}: {
  group: FindingGroup;
  details: boolean;
  onJump: (diagnostic: EditorDiagnostic) => void;
  onFix?: (fix: EditorFix) => void;
  fixable: boolean;
}) {
  const headingId = useId();
  return (
    <div
      class={`diagnostics__group diagnostics__group--${group.severity}`}
      data-severity={group.severity}
    >
      <h3 id={headingId}>{group.heading}</h3>
      <ul aria-labelledby={headingId}>
        {group.items.map((d, i) => {
          const label = onFix && fixLabel(d);
          const fix = d.fix;
          return (
            <li key={`${d.rule}|${d.path}|${d.range?.from ?? ''}|${i}`} class="finding">
              <button
                type="button"
                class="diagnostic"
                title={diagnosticsText.jumpHint}
                onClick={() => onJump(d)}
              >
                <span class="diagnostic__message">{d.message}</span>
                {details && (
                  <span class="diagnostic__meta" data-testid="diagnostic-details">
                    <code>{d.rule}</code> <span>{d.path}</span>{' '}
                    <span>
                      {d.range
                        ? diagnosticsText.location(d.range.start.line, d.range.start.column)
                        : diagnosticsText.documentLevel}
                    </span>
                  </span>
                )}
              </button>
              {label && fix && (
                <button
                  type="button"
                  class="finding__fix"
                  disabled={!fixable}
                  onClick={() => onFix?.(fix)}
                  data-testid="diagnostic-fix"
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
