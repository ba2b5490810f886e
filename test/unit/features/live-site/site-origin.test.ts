import { describe, expect, it } from 'vitest';
import { isPublishedHost, isSiteOrigin } from '@/lib/features/live-site/site-origin';
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

describe('isPublishedHost', () => {
  const hosts = { shortName: 'Fixture', customDomains: [{ url: 'WWW.fixture.com' }] };

  it('is the same rule on a Get Site answer: staging subdomain or custom domain, any case or port', () => {
    expect(isPublishedHost(hosts, 'https://fixture.webflow.io', S)).toBe(true);
    expect(isPublishedHost(hosts, 'http://fixture.localhost:8787', '.localhost:8787')).toBe(true);
    expect(isPublishedHost(hosts, 'https://www.fixture.com:8443', S)).toBe(true);
    expect(isPublishedHost(hosts, 'https://fixture.webflow.io.evil.example', S)).toBe(false);
    expect(isPublishedHost(hosts, 'https://evil.www.fixture.com', S)).toBe(false);
  });

  it('has no staging host without a short name', () => {
    expect(isPublishedHost({ shortName: null, customDomains: [] }, 'https://.webflow.io', S)).toBe(
      false,
    );
    expect(
      isPublishedHost({ shortName: null, customDomains: [] }, 'https://null.webflow.io', S),
    ).toBe(false);
  });
});
