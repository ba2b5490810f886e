import { describe, expect, it } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createOptionsModel } from '@/lib/app/model/options-model';

function fakeClient(sent: string[]) {
  return {
    request: async (type: string) => {
      sent.push(type);
      if (type === 'listFonts' || type === 'listWebhooks') return [];
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
    await settle();
    expect(sent).toContain('listFonts');
    expect(sent).not.toContain('listWebhooks');
    model.go('s1', 'webhooks');
    await settle();
    expect(hash).toBe('#site=s1&section=webhooks');
    expect(sent).toContain('listWebhooks');
    hash = '#site=s2';
    model.followHash();
    await settle();
    expect(model.route.value).toEqual({ siteId: 's2', section: 'grid' });
    expect(sent).toContain('getSiteAudit');
    // The grid's view also shows the site's last live check and reads its hosts.
    expect(sent).toEqual(expect.arrayContaining(['getLiveSite', 'publishDestinations']));
    model.site.dispose();
    model.siteLive.dispose();
  });
});
