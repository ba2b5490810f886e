import { describe, expect, it } from 'vitest';
import { siteRoute, siteRouteHash } from '@/lib/app/model/site-route';

const sections = ['grid', 'fonts', 'webhooks', 'live-hosts'];

describe('the options page route', () => {
  it('reads the site and section of the hash, the first section by default', () => {
    expect(siteRoute(siteRouteHash('abc123', 'grid', sections), sections)).toEqual({
      siteId: 'abc123',
      section: 'grid',
    });
    expect(siteRouteHash('abc123', 'grid', sections)).toBe('#site=abc123');
    expect(siteRoute(siteRouteHash('abc123', 'fonts', sections), sections)).toEqual({
      siteId: 'abc123',
      section: 'fonts',
    });
    expect(siteRoute('#site=abc&section=webhooks', sections)?.section).toBe('webhooks');
    expect(siteRoute('#site=abc&section=live-hosts', sections)?.section).toBe('live-hosts');
    expect(siteRoute('#site=abc&section=bogus', sections)?.section).toBe('grid');
    expect(siteRoute('#site=', sections)).toEqual({ siteId: '', section: 'grid' });
    expect(siteRoute('', sections)).toBeNull();
    expect(siteRoute('#settings', sections)).toBeNull();
    expect(siteRoute('#site=%E0%A4%A', sections)?.siteId).toBe('');
  });

  it('knows only the sections the features contribute', () => {
    expect(siteRoute('#site=abc&section=fonts', ['grid'])?.section).toBe('grid');
  });
});
