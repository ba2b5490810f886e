// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaTab } from '@/components/schema/SchemaTab';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { LiveSiteResult } from '@/lib/features/live-site/live-types';
import { pageIndexReasons } from '@/lib/features/live-site/model/page-index-model';
import { createPageToolsModel } from '@/lib/features/page-compare/model/page-tools-model';
import { lazyCheck } from '@/lib/features/schema/model/lazy-check';
import { createSchemaModel } from '@/lib/features/schema/model/schema-model';
import { deferSelectionChange } from '../../features/schema/editor/support/happy-dom-editor';
import { liveResult } from '../../features/site/fake-live';

beforeAll(() => deferSelectionChange());
afterEach(cleanup);

const at: PageLocation = {
  site: { id: 'site1', name: 'Acme' },
  page: { id: 'p2', title: 'Events', path: '/events' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [
    { id: 'en', tag: 'en', name: 'English', primary: true },
    { id: 'fr', tag: 'fr', name: 'French', primary: false },
  ],
  paths: { en: '/events', fr: '/fr/events' },
  via: 'staging',
};

const EVENT = {
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'Bread fair',
  startDate: '2026-05-01T10:00:00+02:00',
  location: { '@type': 'Place', name: 'Market hall', address: 'Rue du Pain 1, Lyon' },
};

/** The site's cached live check: p2 says noindex in English only. */
function checked(): LiveSiteResult {
  const result = liveResult();
  result.cells = result.cells.map((c) =>
    c.pageId === 'p2' && c.localeId === null
      ? { ...c, index: [{ reason: 'noindex', source: 'meta-robots', detail: 'noindex' }] }
      : c,
  );
  return result;
}

function client(): MessagingClient {
  const request = vi.fn(async (type: string) => {
    if (type === 'schema.pageSchema')
      return [
        { localeId: null, state: 'own', value: EVENT, raw: null, lastUpdated: 't1' },
        { localeId: 'fr', state: 'own', value: EVENT, raw: null, lastUpdated: 't1' },
      ];
    if (type === 'live-site.getLiveSite') return checked();
    return null;
  });
  return { request } as unknown as MessagingClient;
}

describe('the Schema tab on a page Google will not show', () => {
  it('reads why from the last live check, per locale', async () => {
    const said = 'the page says noindex (<meta name="robots">: noindex)';
    expect(await pageIndexReasons(client(), at)).toEqual({
      en: {
        valid: `Valid, but Google will not show it: ${said}`,
        also: `Google will not show it either: ${said}`,
        reasons: [said],
      },
    });
    expect(await pageIndexReasons(client(), { ...at, itemSlug: 'a-post' })).toEqual({});
  });

  it('says “valid, but Google will not show it” instead of eligible', async () => {
    const bg = client();
    const model = createSchemaModel({ client: bg, check: lazyCheck, debounceMs: 0 });
    await model.load(at);
    const hidden = await pageIndexReasons(bg, at);
    render(
      <SchemaTab
        model={model}
        tools={createPageToolsModel(bg)}
        page={{ siteId: 'site1', pageId: 'p2' }}
        confirm={() => true}
        hidden={hidden}
      />,
    );
    const verdict = await screen.findByTestId('schema-verdict');
    await waitFor(
      () =>
        expect(verdict.textContent).toBe(
          'Valid, but Google will not show it: the page says noindex (<meta name="robots">: noindex)',
        ),
      { timeout: 15_000 },
    );
    expect(verdict.dataset.hidden).toBe('true');
    expect(verdict.dataset.tone).toBe('warn');
    model.active.value = 'fr';
    await waitFor(
      () => expect(screen.getByTestId('schema-verdict').textContent).toMatch(/^Eligible for Event/),
      {
        timeout: 15_000,
      },
    );
  }, 30_000);
});
