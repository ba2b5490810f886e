// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DiagnosticsList } from '@/components/schema/DiagnosticsList';
import { JsonLdEditor } from '@/components/schema/JsonLdEditor';
import type { EditorDiagnostic } from '@/lib/features/schema/editor/types';
import { deferSelectionChange } from '../../features/schema/editor/support/happy-dom-editor';

const diagnostics: EditorDiagnostic[] = [
  { severity: 'error', rule: 'required', message: 'Missing name', path: '$.name' },
  {
    severity: 'warning',
    rule: 'recommended',
    message: 'Add an image',
    path: '$.image',
    range: { from: 1, to: 8, start: { line: 1, column: 2 }, end: { line: 1, column: 9 } },
  },
  { severity: 'info', rule: 'hint', message: 'Consider a logo', path: '$.logo' },
];

async function seriousViolations(root: Element) {
  // Colour contrast needs computed layout that happy-dom does not have; real browsers check it.
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

beforeAll(() => deferSelectionChange());
afterEach(cleanup);

describe('accessibility (axe-core in happy-dom)', () => {
  it('finds no serious or critical violation in the mounted editor', async () => {
    const { container } = render(
      <main>
        <h1>Schema</h1>
        <JsonLdEditor
          value={'{\n  "@type": "Organization"\n}'}
          onChange={() => {}}
          diagnostics={diagnostics}
          label="Markup (en)"
          formNote="Read as JSON text."
        />
      </main>,
    );
    await screen.findByRole('textbox', { name: 'Markup (en)' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('finds no serious or critical violation in the empty diagnostics list', async () => {
    const { container } = render(
      <main>
        <DiagnosticsList diagnostics={[]} onJump={() => {}} />
      </main>,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('would report an unnamed control (the check can fail)', async () => {
    const { container } = render(
      <main>
        <button type="button" />
      </main>,
    );
    expect(await seriousViolations(container)).toEqual([expect.stringMatching(/^button-name/)]);
  });
});
