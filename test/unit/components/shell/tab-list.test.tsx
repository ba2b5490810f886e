// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList } from '@/components/shell/TabList';

function Tabs() {
  const [selected, setSelected] = useState('schema');
  return (
    <>
      <TabList
        label="What to edit"
        prefix="panel"
        panelId="the-panel"
        tabs={['schema', 'metadata', 'assets'].map((id) => ({ id, label: id }))}
        selected={selected}
        onSelect={setSelected}
      />
      <div id="the-panel" role="tabpanel" aria-labelledby={`panel-tab-${selected}`}>
        {selected}
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('TabList', () => {
  afterEach(cleanup);

  it('is one tab stop that names the panel it controls', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'What to edit' })).toBeTruthy();
    expect(tab('schema').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tab('metadata').getAttribute('aria-controls')).toBe('the-panel');
    expect(screen.getByRole('tabpanel', { name: 'schema' })).toBeTruthy();
  });

  it('moves and shows with the arrow keys (wrapping), Home and End', async () => {
    render(<Tabs />);
    tab('schema').focus();
    press('ArrowRight');
    await screen.findByRole('tabpanel', { name: 'metadata' });
    expect(document.activeElement).toBe(tab('metadata'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    press('End');
    await screen.findByRole('tabpanel', { name: 'assets' });
    press('ArrowRight');
    await screen.findByRole('tabpanel', { name: 'schema' });
    expect(document.activeElement).toBe(tab('schema'));
    press('ArrowLeft');
    await screen.findByRole('tabpanel', { name: 'assets' });
    press('Home');
    await screen.findByRole('tabpanel', { name: 'schema' });
    expect(document.activeElement).toBe(tab('schema'));
  });

  it('shows a tab on click', async () => {
    render(<Tabs />);
    fireEvent.click(tab('assets'));
    await screen.findByRole('tabpanel', { name: 'assets' });
    expect(tab('assets').getAttribute('aria-selected')).toBe('true');
  });
});
