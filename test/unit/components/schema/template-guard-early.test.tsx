// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaTab } from '@/components/schema/SchemaTab';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createPageToolsModel } from '@/lib/features/page-compare/model/page-tools-model';
import { createSchemaModel } from '@/lib/features/schema/model/schema-model';

afterEach(cleanup);

const english = { id: 'en', tag: 'en', name: 'English', primary: true };
const templatePage = (id: string, title: string, collectionId?: string): PageLocation => ({
  site: { id: 's1', name: 'Acme' },
  page: { id, title, path: `/${id}`, ...(collectionId ? { collectionId } : {}) },
  locale: english,
  locales: [english],
  paths: { en: `/${id}` },
  via: 'staging',
});
const blogTemplate = templatePage('blog', 'Blog Posts Template', 'c-blog');
const teamTemplate = templatePage('team', 'Team Template', 'c-team');
const pricing = templatePage('pricing', 'Pricing');

/**
 * The Schema tab on a page with nothing stored, and no collection lookup at all: the side panel's
 * collection code has not loaded (or failed to), so `setTemplate` is never called.
 */
async function tabWithoutLookup(at: PageLocation) {
  const request = vi.fn(async (type: string) =>
    type === 'schema.pageSchema'
      ? [{ localeId: null, state: 'none', value: null, raw: null, lastUpdated: null }]
      : null,
  );
  const client = { request } as unknown as MessagingClient;
  const model = createSchemaModel({
    client,
    check: async () => ({ diagnostics: [] }),
    debounceMs: 0,
  });
  await model.load(at, `http://acme.localhost/${at.page.id}`);
  const view = () => (
    <SchemaTab
      model={model}
      tools={createPageToolsModel(client)}
      page={{ siteId: 's1', pageId: at.page.id }}
      confirm={() => true}
    />
  );
  const rendered = render(view());
  const writes = () => request.mock.calls.filter(([type]) => type === 'drafts.saveDraft');
  const editAndSave = async () => {
    model.edit('en', '{"@context":"https://schema.org","@type":"Thing","name":"X"}');
    await vi.waitFor(() => expect(model.editors.value[0]!.checked.value).toContain('Thing'));
    rendered.rerender(view());
    fireEvent.click(screen.getByTestId('schema-save'));
    rendered.rerender(view());
  };
  return { model, writes, editAndSave, rerender: () => rendered.rerender(view()) };
}

describe('the template question before the collection lookup', () => {
  it('asks before a Save on a template page, naming the template, with no lookup', async () => {
    const tab = await tabWithoutLookup(blogTemplate);
    await tab.editAndSave();
    expect((await screen.findByTestId('template-confirm')).textContent).toContain(
      'Blog Posts Template',
    );
    expect((await screen.findByTestId('template-banner')).textContent).toContain(
      'Blog Posts Template',
    );
    expect(tab.writes()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('template-confirm-yes'));
    await vi.waitFor(() => expect(tab.writes()).toHaveLength(1));
  });

  it('keeps asking when the lookup answers nothing, and lets it fill in the name and count', async () => {
    const tab = await tabWithoutLookup(blogTemplate);
    tab.model.setTemplate(undefined);
    expect(tab.model.guard.reach.value).toEqual({ collection: 'Blog Posts Template' });
    tab.model.setTemplate({ collection: 'Blog Posts', itemCount: 40 });
    await tab.editAndSave();
    expect((await screen.findByTestId('template-confirm')).textContent).toContain(
      'all 40 published items',
    );
    expect(tab.writes()).toHaveLength(0);
  });

  it('drops a question raised on template A when the panel moves to template B', async () => {
    const tab = await tabWithoutLookup(blogTemplate);
    tab.model.setTemplate({ collection: 'Blog Posts', itemCount: 40 });
    await tab.editAndSave();
    expect(tab.model.guard.pending.value).toBeDefined();
    await tab.model.load(teamTemplate, 'http://acme.localhost/team');
    expect(tab.model.guard.pending.value).toBeUndefined();
    tab.rerender();
    await vi.waitFor(() => expect(screen.queryByTestId('template-confirm')).toBeNull());
    expect(tab.model.guard.reach.value).toEqual({ collection: 'Team Template' });
    expect(tab.writes()).toHaveLength(0);
  });

  it('saves at once on an ordinary page', async () => {
    const tab = await tabWithoutLookup(pricing);
    await tab.editAndSave();
    expect(screen.queryByTestId('template-confirm')).toBeNull();
    await vi.waitFor(() => expect(tab.writes()).toHaveLength(1));
  });
});
