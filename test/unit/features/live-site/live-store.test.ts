import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { runLiveCheck } from '@/lib/features/live-site/run-live-check';
import { fromStored, toStored } from '@/lib/features/live-site/live-store';
import type { LiveSiteResult } from '@/lib/features/live-site/live-types';
import { liveSiteItem } from '@/lib/features/live-site/live-store';
import { ORIGIN, fixtureAudit, fixtureFetch, fixturePages, urlOf } from './fixtures';

describe('the stored live check', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps every finding, in words again when read', async () => {
    const pages = fixturePages({
      'about:fr1': { lang: null, canonical: urlOf('team', 'fr1'), alternates: [] },
      'team:de1': { lang: 'en' },
    });
    const audit = fixtureAudit({
      stored: {
        'contact:de1': { value: { '@type': 'WebPage', inLanguage: 'en' }, inherited: true },
      },
    });
    const result = await runLiveCheck(audit, ORIGIN, {
      fetcher: createPoliteFetch({ fetch: fixtureFetch(pages) }),
    });
    expect(result.counts.language).toBe(8);
    await liveSiteItem('site1').setValue(toStored(result));
    expect(fromStored((await liveSiteItem('site1').getValue())!)).toEqual(result);
  });

  it('holds a 1,000-page × 3-locale check with four findings on every cell within its bound', async () => {
    const finding = (pageId: string, localeId: string | null) => ({
      rule: 'hreflang-missing' as const,
      pageId,
      localeId,
      message: '',
      fix: '',
      fixable: false,
      args: ['fr-FR', `https://www.example-company.com/fr/section-12/page-${pageId}`],
    });
    const cells = Array.from({ length: 3000 }, (_, i) => {
      const pageId = `64f0c0ffee${String(i).padStart(14, '0')}`;
      const localeId = i % 3 === 0 ? null : `65a1b2c3d4e5f6a7b8c9d0e${i % 3}`;
      return {
        pageId,
        localeId,
        url: `https://www.example-company.com/fr/section-12/page-${pageId}`,
        state: 'matches' as const,
        extraBlocks: 0,
        language: Array.from({ length: 4 }, () => finding(pageId, localeId)),
      };
    });
    const result: LiveSiteResult = {
      siteId: 's',
      origin: 'https://www.example-company.com',
      checkedAt: new Date(0).toISOString(),
      publishedAt: null,
      cells,
      counts: {
        matches: 3000,
        differs: 0,
        unpublished: 0,
        missing: 0,
        unreachable: 0,
        'no-markup': 0,
        language: 12000,
        extra: 0,
      },
    };
    await expect(liveSiteItem('s').setValue(toStored(result))).resolves.toBeUndefined();
  });
});
