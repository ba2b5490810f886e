/**
 * The world of the `publish-forecast` bench: the site audit's 1,000-page × 3-locale site (the demo's
 * first site, with its Blog Posts and Products collections and their template pages), published to
 * its staging host through the API, then 30 page versions and the Blog template's markup changed
 * through the API after that publish. What changed is planned version by version
 * (`forecast-plan.ts`) and then checked against the world itself (saved against published, as the
 * emulator serves them), so the bench scores the forecast against what a publish would really
 * change.
 * @module
 */
import { contentIn, schemaKey, siteLocales } from '../emulator/store';
import type { TestEmulator } from '../emulator/testing';
import type { PageRecord, PublishedSnapshot, SchemaMarkup } from '../emulator/world-types';
import {
  planChanges,
  plannedKinds,
  versionKey,
  type FixtureSite,
  type VersionKey,
  type World,
} from './forecast-plan';
import { buildSite } from './site-audit.bench';

/** What the bench planted after the publish. */
export interface Planted {
  /** Served page versions that change (templates left out). */
  pages: Set<VersionKey>;
  /** Of those, the ones that lose a rich result. */
  losing: Set<VersionKey>;
  /** The Blog template's versions that change: the locales that show its primary markup. */
  templates: Set<VersionKey>;
  /** The writes, by kind, with the versions each kind changed. */
  kinds: { kind: string; writes: number; versions: number }[];
}

/** What a page version shows, as the emulator serves it from saved or published records. */
function shown(
  site: World['sites'][string],
  page: PageRecord,
  localeId: string,
  markup: Record<string, SchemaMarkup>,
) {
  const { title, slug, seo } = contentIn(site, page, localeId);
  const own = markup[schemaKey(page.id, localeId)];
  const value = own ?? markup[schemaKey(page.id, site.locales.primary.id)];
  return JSON.stringify({ title, slug, seo, markup: value?.raw ?? null });
}

/** Every version of `siteId` whose saved state differs from what its staging host serves. */
function differing(
  world: World,
  siteId: string,
): { pages: Set<VersionKey>; templates: Set<VersionKey> } {
  const site = world.sites[siteId]!;
  const published: PublishedSnapshot = world.published[siteId]!;
  const before = new Map(published.pages.map((p) => [p.id, p]));
  const pages = new Set<VersionKey>();
  const templates = new Set<VersionKey>();
  for (const page of Object.values(world.pages).filter((p) => p.siteId === siteId)) {
    const old = before.get(page.id);
    for (const locale of siteLocales(site)) {
      const now = shown(site, page, locale.id, world.schemaMarkup);
      if (old && now === shown(site, old, locale.id, published.schemaMarkup)) continue;
      const key = versionKey(page.id, locale.id === site.locales.primary.id ? null : locale.id);
      (page.collectionId ? templates : pages).add(key);
    }
  }
  return { pages, templates };
}

/**
 * Builds the site (`buildSite`), publishes it to its staging host, moves the emulator clock a
 * second on and makes the planned changes and the template change, all through the API. Throws
 * when the world does not differ from what is published in exactly the planned versions.
 */
export async function buildForecastWorld(emu: TestEmulator, site: FixtureSite): Promise<Planted> {
  const world = emu.emulator.store.world;
  await buildSite(emu, site);
  const call = async (path: string, method: string, body?: unknown) => {
    const answer = await emu.call(path, { method, token: site.apiKey!, body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  await call(`/v2/sites/${site.id}/publish`, 'POST', { publishToWebflowSubdomain: true });
  // Saved strictly after the publish, on the emulator's clock.
  await emu.control('/clock', { method: 'POST', body: { advanceMs: 1000 } });

  const changes = planChanges(world, site);
  for (const c of changes) await call(c.path, 'PUT', c.body);
  // The Blog template's fixed headline, the demo's template fault, bound to the post's name.
  const template = site.pages['post-template']!;
  const markup = (await call(`/beta/pages/${template}/schema-markup`, 'GET')).body as {
    jsonLdSchema: Record<string, unknown>;
  };
  await call(`/beta/pages/${template}/schema-markup`, 'PUT', {
    jsonLdSchema: { ...markup.jsonLdSchema, headline: '{{ name }}' },
  });

  const planted: Planted = {
    pages: new Set(changes.flatMap((c) => c.versions)),
    losing: new Set(changes.flatMap((c) => (c.loses ? c.versions : []))),
    // Its locales without markup of their own show the primary's (the bench markup gave one its own).
    templates: new Set(
      [null, ...site.locales.secondary.map((l) => l.id)]
        .filter((l) => l === null || !world.schemaMarkup[schemaKey(template, l)])
        .map((l) => versionKey(template, l)),
    ),
    kinds: plannedKinds(changes),
  };
  const real = differing(world, site.id);
  const same = (a: Set<string>, b: Set<string>) =>
    a.size === b.size && [...a].every((k) => b.has(k));
  if (!same(real.pages, planted.pages) || !same(real.templates, planted.templates))
    throw new Error(
      `the changes reach other versions than planned: ${real.pages.size} pages and ${real.templates.size} template versions differ from the publish, ${planted.pages.size} and ${planted.templates.size} planned`,
    );
  return planted;
}
