// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiagnosticsList } from '@/components/schema/DiagnosticsList';
import { setShowDetails } from '@/components/schema/details-pref';
import type { EditorDiagnostic } from '@/lib/features/schema/editor/types';

const at = (from: number, line: number, column: number) => ({
  from,
  to: from + 3,
  start: { line, column },
  end: { line, column: column + 3 },
});

const list: EditorDiagnostic[] = [
  { severity: 'warning', rule: 'recommended', message: 'Add an image', path: '$.image' },
  {
    severity: 'error',
    rule: 'required',
    message: 'Missing headline',
    path: '$.headline',
    range: at(5, 2, 3),
  },
  {
    severity: 'info',
    rule: 'hint',
    message: 'Consider author',
    path: '$.author',
    range: at(9, 3, 1),
  },
  {
    severity: 'error',
    rule: 'type',
    message: 'Unknown type',
    path: '$["@type"]',
    range: at(1, 1, 2),
  },
];

describe('DiagnosticsList', () => {
  afterEach(() => {
    cleanup();
    setShowDetails(false);
    localStorage.clear();
  });

  it('says so when there is nothing to report', () => {
    render(<DiagnosticsList diagnostics={[]} onJump={() => {}} />);
    expect(screen.getByText('No problems found')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('groups by what to do, errors first, with counts in plain words', () => {
    render(<DiagnosticsList diagnostics={list} onJump={() => {}} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Fix 2 errors',
      'Consider 1 improvement',
      '1 note for your information',
    ]);
    const errors = screen.getByRole('list', { name: 'Fix 2 errors' });
    const names = within(errors)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      expect.stringContaining('Missing headline'),
      expect.stringContaining('Unknown type'),
    ]);
  });

  it('shows rule id, JSON path and position only behind "Show details", and remembers it', () => {
    const { unmount } = render(<DiagnosticsList diagnostics={list} onJump={() => {}} />);
    expect(screen.getByRole('button', { name: /Missing headline/ }).textContent).toBe(
      'Missing headline',
    );
    expect(screen.queryAllByTestId('diagnostic-details')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show details' }));
    expect(localStorage.getItem('schemaFindingsDetails')).toBe('on');
    unmount();
    render(<DiagnosticsList diagnostics={list} onJump={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Show details' })).toHaveProperty('checked', true);
    const button = screen.getByRole('button', { name: /Missing headline/ });
    expect(button.textContent).toContain('required');
    expect(button.textContent).toContain('$.headline');
    expect(button.textContent).toContain('line 2, column 3');
    expect(screen.getByRole('button', { name: /Add an image/ }).textContent).toContain(
      'whole document',
    );
  });

  it('offers a one-click fix where the checker has one, "Did you mean …?" for a near term', () => {
    const onFix = vi.fn();
    const fix = { title: 'Replace with "color"', from: 3, to: 9, insert: '"color"' };
    const withFixes: EditorDiagnostic[] = [
      { ...list[1]!, rule: 'vocab/unknown-property', message: 'No property "colr"', fix },
      {
        ...list[0]!,
        rule: 'structure/context-missing',
        fix: { title: 'Add "@context"', from: 1, to: 1, insert: '"@context": "x",' },
      },
    ];
    render(<DiagnosticsList diagnostics={withFixes} onJump={() => {}} onFix={onFix} />);
    const fixes = screen.getAllByTestId('diagnostic-fix').map((b) => b.textContent);
    expect(fixes).toEqual(['Did you mean color?', 'Add "@context"']);
    fireEvent.click(screen.getByRole('button', { name: 'Did you mean color?' }));
    expect(onFix).toHaveBeenCalledExactlyOnceWith(fix);
  });

  it('offers no fix button when nothing can apply it', () => {
    const fix = { title: 'Replace with "color"', from: 3, to: 9, insert: '"color"' };
    render(<DiagnosticsList diagnostics={[{ ...list[0]!, fix }]} onJump={() => {}} />);
    expect(screen.queryByTestId('diagnostic-fix')).toBeNull();
  });

  it('calls back with the clicked diagnostic', () => {
    const onJump = vi.fn();
    render(<DiagnosticsList diagnostics={list} onJump={onJump} />);
    fireEvent.click(screen.getByRole('button', { name: /Consider author/ }));
    expect(onJump).toHaveBeenCalledExactlyOnceWith(list[2]);
  });

  it('renders page-controlled text inertly', () => {
    const { container } = render(
      <DiagnosticsList
        diagnostics={[{ severity: 'error', rule: 'r', message: '<img src=x>', path: '$' }]}
        onJump={() => {}}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x>')).toBeTruthy();
  });
});
