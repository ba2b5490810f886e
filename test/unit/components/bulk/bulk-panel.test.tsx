// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { signal } from '@preact/signals';
import { BulkPanel } from '@/components/bulk/BulkPanel';
import { createBulkModel } from '@/lib/features/bulk/model/bulk-model';
import type { TemplateOf } from '@/lib/features/bulk/model/template-check';
import { fakeBulkClient, planOf } from '../../features/bulk/fake-bulk-client';

const site = {
  siteId: 's',
  locales: [
    { id: 'en', tag: 'en', primary: true, displayName: 'English' },
    { id: 'fr', tag: 'fr', primary: false, displayName: 'French' },
  ],
};

function setup(n: number, templateOf?: TemplateOf) {
  const fake = fakeBulkClient(planOf(n), { blog: { name: 'Blog Posts', count: 40 } });
  const selected = signal(
    Array.from({ length: n }, (_, i) => ({ pageId: `p${i}`, localeId: 'fr' as string | null })),
  );
  const model = createBulkModel({
    client: fake.client,
    site,
    selectedCells: selected,
    pollMs: 5,
    newId: () => 'u1',
    cellLabel: (cell) => `Page ${cell.pageId} (${cell.localeId ?? 'primary'})`,
    ...(templateOf ? { templateOf } : {}),
  });
  render(<BulkPanel model={model} />);
  return { ...fake, model };
}

afterEach(cleanup);

describe('BulkPanel', () => {
  it('previews per cell with lines marked in words, the first few then "show all"', async () => {
    setup(8);
    expect(screen.getByTestId('bulk-change')).toHaveProperty('value', 'create-locale-versions');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('bulk-preview');
    expect(within(preview).getByText('8 changes')).toBeTruthy();
    const entries = () => preview.querySelectorAll('.bulk-entry').length;
    expect(entries()).toBe(5);
    expect(preview.textContent).toContain('removed: -   "inLanguage": "en"');
    expect(preview.textContent).toContain('added: +   "inLanguage": "fr"');
    expect(within(preview).getByText('Page p0 (fr)')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Show all 8' }));
    expect(entries()).toBe(8);
    expect(preview.textContent).toContain('1 skipped');
  });

  it('applies, shows accessible progress, failures with reasons and retries them', async () => {
    const { settle, calls } = setup(3);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByTestId('bulk-apply'));
    const bar = await screen.findByRole('progressbar', { name: 'Bulk write progress' });
    expect(bar.getAttribute('max')).toBe('3');
    expect(screen.getByTestId('bulk-pause')).toBeTruthy();
    settle('bulk:s:u1', (i) => (i === 0 ? 'failed' : 'done'));
    const failures = await screen.findByTestId('bulk-failures');
    expect(failures.textContent).toContain('Page p0 (fr) — HTTP 400: bad markup');
    expect(screen.getByText(/2 done, 1 failed, 0 to go/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('bulk-retry'));
    await waitFor(() => expect(calls.some((c) => c.type === 'jobs.retryJob')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('bulk-failures')).toBeNull());
  });

  it('pauses and resumes', async () => {
    const { jobs } = setup(2);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByTestId('bulk-apply'));
    fireEvent.click(await screen.findByTestId('bulk-pause'));
    fireEvent.click(await screen.findByTestId('bulk-resume'));
    await waitFor(() => expect(jobs.get('bulk:s:u1')?.control).toBe('running'));
    fireEvent.click(await screen.findByTestId('bulk-cancel'));
    await waitFor(() => expect(jobs.get('bulk:s:u1')?.control).toBe('cancelled'));
    expect(await screen.findByText(/Cancelled/)).toBeTruthy();
  });

  it('names the templates in the preview and asks before applying, Cancel focused and sending nothing', async () => {
    const { calls } = setup(3, (pageId) =>
      pageId === 'p1' ? { collectionId: 'blog', title: 'Blog posts template' } : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-templates').textContent).toBe(
        'This change includes the Blog Posts template: all 40 published items show its markup.',
      ),
    );
    fireEvent.click(screen.getByTestId('bulk-apply'));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Apply this change to the collection templates too?');
    expect(question.textContent).toContain('all 40 published items show its markup');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.type === 'jobs.startJob')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('bulk-apply'));
    fireEvent.click(await screen.findByTestId('bulk-template-yes'));
    await screen.findByRole('progressbar', { name: 'Bulk write progress' });
    expect(calls.filter((c) => c.type === 'jobs.startJob')).toHaveLength(1);
  });
});
