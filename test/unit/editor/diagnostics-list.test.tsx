// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiagnosticsList } from '@/components/panel/schema/DiagnosticsList';
import type { EditorDiagnostic } from '@/lib/editor/types';

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
  afterEach(cleanup);

  it('says so when there is nothing to report', () => {
    render(<DiagnosticsList diagnostics={[]} onJump={() => {}} />);
    expect(screen.getByText('No problems found')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('groups by severity, errors first, with counts', () => {
    render(<DiagnosticsList diagnostics={list} onJump={() => {}} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Errors (2)', 'Warnings (1)', 'Info (1)']);
    expect(screen.getByTestId('diagnostics-summary').textContent).toBe(
      '2 errors, 1 warning, 1 note',
    );
    const errors = screen.getByRole('list', { name: 'Errors (2)' });
    const names = within(errors)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      expect.stringContaining('Missing headline'),
      expect.stringContaining('Unknown type'),
    ]);
  });

  it('shows message, rule id, JSON path and position on each item', () => {
    render(<DiagnosticsList diagnostics={list} onJump={() => {}} />);
    const button = screen.getByRole('button', { name: /Missing headline/ });
    expect(button.textContent).toContain('required');
    expect(button.textContent).toContain('$.headline');
    expect(button.textContent).toContain('line 2, column 3');
    expect(screen.getByRole('button', { name: /Add an image/ }).textContent).toContain(
      'whole document',
    );
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
