import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createOptionsModel } from '@/lib/app/model/options-model';
import type { SiteSectionModel } from '@/lib/features/site/model/settings-section';

function fakeClient(sent: string[]) {
  return {
    request: async (type: string) => {
      sent.push(type);
      if (type === 'fonts.listFonts' || type === 'webhooks.listWebhooks') return [];
      return null;
    },
  } as unknown as MessagingClient;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('the options page model', () => {
  it('shows the settings without a site hash and loads nothing of a site', async () => {
    const sent: string[] = [];
    let hash = '';
    const model = createOptionsModel({
      client: fakeClient(sent),
      requestOrigins: async () => true,
      hash: { get: () => hash, set: (h) => (hash = h) },
    });
    await settle();
    expect(model.route.value).toBeNull();
    expect(sent).toEqual([]);
  });

  it('loads the shown section of the site, and another section when the editor moves to it', async () => {
    const sent: string[] = [];
    let hash = '#site=s1&section=fonts';
    const model = createOptionsModel({
      client: fakeClient(sent),
      requestOrigins: async () => true,
      hash: { get: () => hash, set: (h) => (hash = h) },
    });
    await vi.waitFor(() => expect(sent).toContain('fonts.listFonts'));
    expect(sent).not.toContain('webhooks.listWebhooks');
    model.go('s1', 'webhooks');
    expect(hash).toBe('#site=s1&section=webhooks');
    await vi.waitFor(() => expect(sent).toContain('webhooks.listWebhooks'));
    hash = '#site=s2';
    model.followHash();
    expect(model.route.value).toEqual({ siteId: 's2', section: 'grid' });
    await vi.waitFor(() => expect(sent).toContain('site.getSiteAudit'));
    // The grid's view also shows the site's last live check and reads its hosts.
    expect(sent).toEqual(
      expect.arrayContaining(['live-site.getLiveSite', 'publish.publishDestinations']),
    );
    const grid = model.byId('grid')?.model.current.value as SiteSectionModel | undefined;
    grid?.grid.dispose();
    grid?.live.dispose();
  });
});
