// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaTab } from '@/components/schema/SchemaTab';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { lazyCheck } from '@/lib/features/schema/model/lazy-check';
import { createPageToolsModel } from '@/lib/features/page-compare/model/page-tools-model';
import { createSchemaModel } from '@/lib/features/schema/model/schema-model';
import { deferSelectionChange } from '../../features/schema/editor/support/happy-dom-editor';

beforeAll(() => deferSelectionChange());
afterEach(cleanup);

const at: PageLocation = {
  site: { id: 's1', name: 'Acme' },
  page: { id: 'p1', title: 'Mug', path: '/mug' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/mug' },
  via: 'designer',
};

const MISSPELT = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: 'A mug',
  colr: 'red',
};

/** A background holding one page's markup and its draft. */
function background(stored: unknown) {
  let value = stored;
  let draft: string | null = null;
  const request = vi.fn(async (type: string, body: { value?: string }) => {
    if (type === 'schema.pageSchema') {
      return [{ localeId: null, state: 'own', value, raw: null, lastUpdated: 't1' }];
    }
    if (type === 'drafts.getDraft') return draft === null ? null : { kind: 'schema', value: draft };
    if (type === 'drafts.putDraft') draft = body.value ?? null;
    if (type === 'drafts.removeDraft') draft = null;
    if (type === 'drafts.saveDraft') {
      value = JSON.parse(draft!);
      draft = null;
      return {
        status: 'saved',
        stored: { lastUpdated: 't2', value, isInherited: false },
        matched: true,
        wrote: true,
      };
    }
    return null;
  });
  return { client: { request } as unknown as MessagingClient, request, draft: () => draft };
}

async function mount(stored: unknown, confirm: (q: string) => boolean = () => true) {
  const bg = background(stored);
  const model = createSchemaModel({ client: bg.client, check: lazyCheck, debounceMs: 0 });
  await model.load(at);
  const tools = createPageToolsModel(bg.client);
  const view = () => (
    <SchemaTab
      model={model}
      tools={tools}
      page={{ siteId: 's1', pageId: 'p1' }}
      pageTitle="Mug"
      confirm={confirm}
    />
  );
  const result = render(view());
  await screen.findByRole('textbox', { name: /English/ });
  return { ...bg, model, ...result, rerender: () => result.rerender(view()) };
}

describe('the Schema tab, top to bottom', () => {
  it('puts the verdict first, then the editor, the Save bar, the findings and “More” last', async () => {
    const { container } = await mount(MISSPELT);
    const verdict = await screen.findByTestId('schema-verdict');
    // The first check loads the checker and its vocabulary, which under a full suite's load can
    // take more than the default second to transform.
    await waitFor(
      () => expect(verdict.textContent).toBe('Eligible for Article rich results · 1 error to fix'),
      { timeout: 15_000 },
    );
    const order = ['schema-verdict', 'jsonld-editor', 'save-bar', 'diagnostics', 'schema-more'].map(
      (id) => container.querySelector(`[data-testid="${id}"]`)!,
    );
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    const more = screen.getByTestId('schema-more');
    // "Publish site…" comes with its own code, a moment after the tab.
    const publish = await within(more).findByTestId('publish', {}, { timeout: 5000 });
    expect(publish.textContent).toBe('Publish site…');
    expect(within(more).getByTestId('publish-page').textContent).toBe('Publish only this page');
    const panel = container.querySelector('#locale-panel')!;
    const first = panel.querySelector('button, input, [tabindex="0"]');
    expect(first?.getAttribute('data-testid')).not.toBe('publish');
    expect(within(more).getByTestId('schema-clear').textContent).toBe('Delete markup…');
  }, 20_000);

  it('renames a misspelt property with “Did you mean color?”, then saves and offers to publish', async () => {
    const { model, rerender, request } = await mount(MISSPELT);
    const fix = await screen.findByRole('button', { name: 'Did you mean color?' });
    expect(screen.getByRole('heading', { name: 'Fix 1 error' })).toBeTruthy();
    fireEvent.click(fix);
    const editor = model.editors.value[0]!;
    expect(JSON.parse(editor.text.value)).toMatchObject({ color: 'red' });
    expect(editor.text.value).not.toContain('colr');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('schema-verdict').textContent).toBe(
        'Eligible for Article rich results',
      ),
    );
    // The rename is an edit of the editor's text: Undo takes it back.
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveProperty('disabled', false));
    fireEvent.click(undo);
    await waitFor(() => expect(editor.text.value).toContain('colr'));
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(editor.text.value).not.toContain('colr'));

    const save = screen.getByTestId('schema-save');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(editor.notice.value?.publish).toBe(true));
    rerender();
    const notice = screen.getByTestId('schema-notice');
    expect(notice.textContent).toBe('Saved — publish to make it live');
    // The publish control sits next to the notice, and only there.
    expect(notice.parentElement!.querySelector('[data-testid="publish"]')).toBeTruthy();
    expect(screen.getAllByTestId('publish')).toHaveLength(1);
    expect(request.mock.calls.filter(([type]) => type === 'drafts.saveDraft')).toHaveLength(1);
    // The save's answer is what the editor shows: the markup is not read again.
    expect(request.mock.calls.filter(([type]) => type === 'schema.pageSchema')).toHaveLength(1);
    expect(editor.remote.value).toMatchObject({ state: 'own', lastUpdated: 't2' });
    expect(JSON.parse(editor.text.value)).toMatchObject({ color: 'red' });
  });

  it('adds a missing @context and corrects a type’s casing in one click each', async () => {
    const { model } = await mount({ '@type': 'article', headline: 'A mug' });
    const editor = model.editors.value[0]!;
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add "@context": "https://schema.org"' }),
    );
    expect(JSON.parse(editor.text.value)['@context']).toBe('https://schema.org');
    // Until the new text is checked, the other fix (placed in the old text) waits.
    expect(model.editors.value[0]!.checked.value).not.toBe(editor.text.value);
    model.applyFix('en', { title: 'x', from: 0, to: 1, insert: 'broken' });
    expect(editor.text.value.startsWith('{')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Add "@context"/ })).toBeNull(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Did you mean Article?' }));
    expect(JSON.parse(editor.text.value)['@type']).toBe('Article');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Fix/ })).toBeNull());
    expect(screen.getByTestId('schema-verdict').textContent).toBe(
      'Eligible for Article rich results',
    );
    expect(screen.getByRole('heading', { name: 'Consider 5 improvements' })).toBeTruthy();
  });

  it('discards a draft after asking, and shows what is saved again', async () => {
    const confirm = vi.fn(() => true);
    const { model, draft } = await mount(MISSPELT, confirm);
    const editor = model.editors.value[0]!;
    model.edit('en', '{"@context":"https://schema.org","@type":"WebSite","name":"Draft"}');
    await waitFor(() => expect(draft()).toContain('Draft'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(confirm).toHaveBeenCalledWith(
      'Discard the unsaved English draft? The editor shows what is saved again.',
    );
    await waitFor(() => expect(editor.dirty.value).toBe(false));
    expect(editor.text.value).toContain('colr');
    expect(draft()).toBeNull();
    expect(screen.getByTestId('schema-no-draft').textContent).toBe('No unsaved changes');
  });

  it('asks before “Delete markup…” and keeps the markup when the editor says no', async () => {
    const confirm = vi.fn(() => false);
    const { request } = await mount(MISSPELT, confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete markup…' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete the English markup of this page? This cannot be undone.',
    );
    expect(request.mock.calls.some(([type]) => type === 'schema.clearSchema')).toBe(false);
  });
});
