// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import english from '@/public/_locales/en/messages.json';
import german from '@/public/_locales/de/messages.json';
import { DiagnosticsList } from '@/components/schema/DiagnosticsList';
import { messagesSource } from '@/lib/core/i18n/source';
import { setMessageSource } from '@/lib/core/i18n/t';
import { formatRuleDate, RULES_CURRENT_TO } from '@/lib/jsonld';

describe('the problem list footer', () => {
  afterEach(() => {
    cleanup();
    setMessageSource(messagesSource(english));
  });

  it('says which day the rich-result rules are current to, in the UI language', () => {
    setMessageSource(messagesSource(english));
    render(<DiagnosticsList diagnostics={[]} onJump={() => {}} />);
    expect(screen.getByTestId('diagnostics-rules-date').textContent).toBe(
      `Rich-result rules as of ${formatRuleDate(RULES_CURRENT_TO)}`,
    );
    expect(formatRuleDate('2026-08-03')).toBe('August 3, 2026');
    cleanup();
    setMessageSource(messagesSource(german, 'de'));
    render(<DiagnosticsList diagnostics={[]} onJump={() => {}} />);
    expect(screen.getByTestId('diagnostics-rules-date').textContent).toBe(
      `Regeln für Rich-Suchergebnisse mit Stand vom ${formatRuleDate(RULES_CURRENT_TO)}`,
    );
    expect(formatRuleDate(RULES_CURRENT_TO)).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
  });
});
