import { describe, expect, it } from 'vitest';
import { actionFitsPage } from '@/lib/features/menus/pending-action';
import type { PanelAction } from '@/lib/features/menus/panel-action';

const addSchema = (extra: Partial<Extract<PanelAction, { kind: 'add-schema' }>>): PanelAction => ({
  kind: 'add-schema',
  createdAt: 0,
  ...extra,
});

describe('actionFitsPage', () => {
  it('fits the tab and page it was started on, whatever the fragment', () => {
    const action = addSchema({ tabId: 4, pageUrl: 'https://acme.webflow.io/pricing#faq' });
    expect(actionFitsPage(action, { tabId: 4, url: 'https://acme.webflow.io/pricing' })).toBe(true);
  });

  it('does not fit another tab', () => {
    const action = addSchema({ tabId: 4, pageUrl: 'https://acme.webflow.io/pricing' });
    expect(actionFitsPage(action, { tabId: 5, url: 'https://acme.webflow.io/pricing' })).toBe(
      false,
    );
  });

  it('does not fit another page in the same tab', () => {
    const action = addSchema({ tabId: 4, pageUrl: 'https://acme.webflow.io/pricing' });
    expect(actionFitsPage(action, { tabId: 4, url: 'https://acme.webflow.io/contact' })).toBe(
      false,
    );
  });

  it('does not fit when its page is not a URL', () => {
    const action = addSchema({ tabId: 4, pageUrl: 'not a url' });
    expect(actionFitsPage(action, { tabId: 4, url: 'https://acme.webflow.io/' })).toBe(false);
  });

  it('lets "show locale" through: it names no page', () => {
    const action: PanelAction = { kind: 'show-locale', localeId: 'fr', createdAt: 0 };
    expect(actionFitsPage(action, { tabId: 1, url: 'https://acme.webflow.io/' })).toBe(true);
  });
});
