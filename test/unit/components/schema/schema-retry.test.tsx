// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaTab } from '@/components/schema/SchemaTab';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import { BackgroundError, type MessagingClient } from '@/lib/core/messaging/client';
import { createPageToolsModel } from '@/lib/features/page-compare/model/page-tools-model';
import { createSchemaModel } from '@/lib/features/schema/model/schema-model';

afterEach(cleanup);

const at: PageLocation = {
  site: { id: 's1', name: 'Acme' },
  page: { id: 'p1', title: 'Pricing', path: '/pricing' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/pricing' },
  via: 'staging',
};
const UNAVAILABLE = 'The service had a problem (HTTP 503) — try again shortly';

describe('the Schema tab after a failed load', () => {
  it('shows the service’s message and loads the same page again on “Try again”', async () => {
    let failures = 1;
    const request = vi.fn(async (type: string) => {
      if (type === 'schema.pageSchema') {
        if (failures-- > 0) throw new BackgroundError('failed', UNAVAILABLE, 'server');
        return [
          {
            localeId: null,
            state: 'own',
            value: { '@context': 'https://schema.org', '@type': 'Offer', name: 'Tarif' },
            raw: null,
            lastUpdated: 't1',
          },
        ];
      }
      return null;
    });
    const client = { request } as unknown as MessagingClient;
    const model = createSchemaModel({ client, check: async () => ({ diagnostics: [] }) });
    await model.load(at, 'http://acme.localhost/pricing');
    const tools = createPageToolsModel(client);
    const view = () => (
      <SchemaTab
        model={model}
        tools={tools}
        page={{ siteId: 's1', pageId: 'p1' }}
        confirm={() => true}
      />
    );
    const { rerender } = render(view());
    expect(screen.getByRole('alert').textContent).toBe(UNAVAILABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(model.editors.value).toHaveLength(1));
    rerender(view());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(model.editors.value[0]!.text.value).toContain('Tarif');
    expect(request.mock.calls.filter(([type]) => type === 'schema.pageSchema')).toHaveLength(2);
  });
});
