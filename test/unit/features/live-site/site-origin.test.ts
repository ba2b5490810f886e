import { describe, expect, it } from 'vitest';
import { isSiteOrigin } from '@/lib/features/live-site/site-origin';
import { fixtureAudit } from './fixtures';

const S = '.webflow.io';

describe('isSiteOrigin', () => {
  const audit = fixtureAudit();
  audit.published!.customDomains = [{ id: 'd1', url: 'www.fixture.com', lastPublished: null }];

  it('accepts the staging subdomain and each custom domain, on any scheme or port', () => {
    expect(isSiteOrigin(audit, 'https://fixture.webflow.io', S)).toBe(true);
    expect(isSiteOrigin(audit, 'http://fixture.localhost:8787', '.localhost:8787')).toBe(true);
    expect(isSiteOrigin(audit, 'https://WWW.fixture.com', S)).toBe(true);
  });

  it('refuses other hosts, look-alikes and the Designer', () => {
    expect(isSiteOrigin(audit, 'https://evil.example', S)).toBe(false);
    expect(isSiteOrigin(audit, 'https://fixture-evil.webflow.io', S)).toBe(false);
    expect(isSiteOrigin(audit, 'https://notfixture.webflow.io', S)).toBe(false);
    expect(isSiteOrigin(audit, 'https://fixture.design.webflow.com', S)).toBe(false);
    expect(isSiteOrigin(audit, 'https://fixture.com', S)).toBe(false);
  });

  it('refuses everything when the audit has no Get Site answer', () => {
    expect(isSiteOrigin({ ...audit, published: undefined }, 'https://fixture.webflow.io', S)).toBe(
      false,
    );
  });
});
