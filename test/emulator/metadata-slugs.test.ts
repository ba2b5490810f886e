import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { pageSchema, type Page } from '../../lib/core/api/pages';
import { fieldsFromPage, updateFromFields } from '../../lib/features/metadata/metadata-form';
import {
  describeSlugOutcome,
  siblingsOf,
  slugChangeability,
  validateSlug,
} from '../../lib/features/metadata/slug-rules';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

type SiteFixture = TestEmulator['fixtures']['sites'][number];

async function listPages(site: SiteFixture, localeId: string): Promise<Page[]> {
  const answer = await emu.call(`/v2/sites/${site.id}/pages?limit=100&localeId=${localeId}`, {
    token: site.apiKey,
  });
  return pageSchema.array().parse(answer.body.pages);
}

/**
 * For every page of both demo sites in every locale, the slug rules' prediction (made from the
 * Page object alone, plus the plan where known) must match what the emulator does with a new slug.
 */
describe.each(['acme-bakery', 'northwind-studio'])('slug rules on %s', (shortName) => {
  it('predict which slugs the service ignores, and the outcome says so', async () => {
    const site = emu.fixtures.sites.find((s) => s.shortName === shortName)!;
    const locales = [site.locales.primary, ...site.locales.secondary];
    let ignored = 0;
    let saved = 0;
    for (const locale of locales) {
      const isPrimaryLocale = locale.id === site.locales.primary.id;
      const pages = await listPages(site, locale.id);
      for (const page of pages) {
        const ctx = {
          isPrimaryLocale,
          localizedSlugs: site.plan.localizedSlugs,
          localeSubdirectory: locale.subdirectory,
        };
        const rule = slugChangeability(page, ctx);
        const fields = { ...fieldsFromPage(page), slug: `${page.slug}-renamed`, title: 'Renamed' };
        expect(validateSlug(fields.slug, siblingsOf(page, pages), page.id).valid).toBe(true);
        const sent = updateFromFields(page, fields);
        const answer = await emu.call(`/v2/pages/${page.id}?localeId=${locale.id}`, {
          method: 'PUT',
          token: site.apiKey,
          body: sent,
        });
        expect(answer.status).toBe(200);
        const returned = pageSchema.parse(answer.body);
        expect(returned.title).toBe('Renamed');
        const outcome = describeSlugOutcome(sent, returned, rule);
        expect({ page: page.slug, locale: locale.tag, outcome: outcome.status }).toEqual({
          page: page.slug,
          locale: locale.tag,
          outcome: rule.canChange ? 'saved' : 'ignored',
        });
        if (outcome.status === 'ignored') ignored += 1;
        else saved += 1;
        const unknownPlan = slugChangeability(page, { ...ctx, localizedSlugs: 'unknown' });
        if (!isPrimaryLocale && rule.reason === undefined) {
          expect(unknownPlan.canChange).toBe('unknown');
        }
      }
    }
    expect(ignored).toBeGreaterThan(0);
    expect(saved).toBeGreaterThan(0);
  });

  it('says "Slug not changed: home page" and saves the other fields', async () => {
    const site = emu.fixtures.sites.find((s) => s.shortName === shortName)!;
    const answer = await emu.call(`/v2/pages/${site.pages.home}`, {
      token: site.apiKey,
    });
    const home = pageSchema.parse(answer.body);
    const rule = slugChangeability(home, { isPrimaryLocale: true });
    expect(rule.reason).toBe('home');
    const sent = updateFromFields(home, {
      ...fieldsFromPage(home),
      slug: 'start',
      seoDescription: 'Welcome',
    });
    const put = await emu.call(`/v2/pages/${home.id}`, {
      method: 'PUT',
      token: site.apiKey,
      body: sent,
    });
    const returned = pageSchema.parse(put.body);
    expect(returned.seo?.description).toBe('Welcome');
    expect(describeSlugOutcome(sent, returned, rule).message).toMatch(
      /^Slug not changed: home page\./,
    );
  });
});
