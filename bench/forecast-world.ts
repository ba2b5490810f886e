/**
 * The world of the `publish-forecast` bench: the site audit's 1,000-page × 3-locale site (the demo's
 * first site, with its Blog Posts and Products collections and their template pages), published to
 * its staging host through the API, then 30 page versions and the Blog template's markup changed
 * through the API after that publish. What changed is planned version by version and then checked
 * against the world itself (saved against published, as the emulator serves them), so the bench
 * scores the forecast against what a publish would really change.
 * @module
 */
import { contentIn, schemaKey, siteLocales } from '../emulator/store';
import type { TestEmulator } from '../emulator/testing';
import type { PageRecord, PublishedSnapshot, SchemaMarkup } from '../emulator/world-types';
import { buildSite } from './site-audit.bench';

type World = TestEmulator['emulator']['store']['world'];
type FixtureSite = TestEmulator['fixtures']['sites'][number];

/** A page version: the page and its locale (null: the primary), as the forecast names it. */
export type VersionKey = `${string}:${string}`;

export const versionKey = (pageId: string, localeId: string | null): VersionKey =>
  `${pageId}:${localeId ?? ''}`;

/** One planned write and the page versions it changes. */
interface Write {
  path: string;
  body: unknown;
  versions: VersionKey[];
  /** Its versions lose a rich result. */
  loses: boolean;
}

/** A write of one kind of `PLAN`. */
type Change = Write & { kind: keyof typeof PLAN };

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

/** Each kind of change: how many writes; 30 page versions in all. */
const PLAN = {
  productPrimaryNoOffers: 2, // × 3 versions (both other locales inherit), lose Product snippet
  productSecondaryNoOffers: 2, // × 1 (a locale of its own now), lose Product snippet
  articlePrimary: 3, // × 2 (the locale without its own markup inherits it)
  articleOwnLocale: 4, // × 1
  webPageTitle: 2, // × 3 (the metadata of every locale is the primary's)
  webPageDescription: 3, // × 1 (that locale gets metadata of its own)
  webPageEvent: 3, // × 1, gains Event
} as const;

/** A markup value of the world, as an object. */
const valueOf = (m: SchemaMarkup | undefined) => (m?.value ?? {}) as Record<string, unknown>;

/** The bench pages by the markup `putBenchMarkup` gave them: type, and which locales have their own. */
function benchPages(world: World, site: FixtureSite) {
  const secondary = site.locales.secondary.map((l) => l.id);
  const pages = Object.values(world.pages).filter(
    (p) =>
      p.siteId === site.id &&
      p.kind === 'static' &&
      Object.keys(p.content).length === 1 &&
      p.content[site.locales.primary.id]!.title.startsWith('Bench page'),
  );
  const own = (p: PageRecord) =>
    secondary.filter((l) => world.schemaMarkup[schemaKey(p.id, l)] !== undefined);
  const typed = (type: string, owned: number) =>
    pages.filter(
      (p) =>
        valueOf(world.schemaMarkup[schemaKey(p.id, site.locales.primary.id)])['@type'] === type &&
        own(p).length === owned,
    );
  return {
    products: typed('Product', 0),
    articles: typed('Article', 1),
    webPages: typed('WebPage', 0),
    own,
  };
}

/** The writes of `PLAN`, each with the versions it changes. */
function planChanges(world: World, site: FixtureSite): Change[] {
  const primary = site.locales.primary.id;
  const [first, second] = site.locales.secondary.map((l) => l.id);
  const all = [null, first!, second!];
  const { products, articles, webPages, own } = benchPages(world, site);
  const take = <T>(list: T[], n: number) => {
    if (list.length < n) throw new Error('the bench site has too few pages of a kind');
    return list.splice(0, n);
  };
  const markup = (
    p: PageRecord,
    localeId: string | null,
    value: unknown,
    versions: (string | null)[],
    loses = false,
  ): Write => ({
    path: `/beta/pages/${p.id}/schema-markup${localeId ? `?localeId=${localeId}` : ''}`,
    body: { jsonLdSchema: value },
    versions: versions.map((l) => versionKey(p.id, l)),
    loses,
  });
  const noOffers = (p: PageRecord) => {
    const { offers: _offers, ...rest } = valueOf(world.schemaMarkup[schemaKey(p.id, primary)]);
    return { ...rest, description: 'Ask in the shop for the price.' };
  };
  const renamed = (p: PageRecord, localeId: string) => {
    const value = valueOf(world.schemaMarkup[schemaKey(p.id, localeId)]);
    return {
      ...value,
      headline: `${String(value.headline)}, revised`,
      name: `${String(value.name)}, revised`,
    };
  };
  const writes: [keyof typeof PLAN, Write[]][] = [
    [
      'productPrimaryNoOffers',
      take(products, PLAN.productPrimaryNoOffers).map((p) =>
        markup(p, null, noOffers(p), all, true),
      ),
    ],
    [
      'productSecondaryNoOffers',
      take(products, PLAN.productSecondaryNoOffers).map((p) =>
        markup(p, second!, noOffers(p), [second!], true),
      ),
    ],
    [
      'articlePrimary',
      take(articles, PLAN.articlePrimary).map((p) => {
        const inheriting = all.filter((l) => l === null || !own(p).includes(l));
        return markup(p, null, renamed(p, primary), inheriting);
      }),
    ],
    [
      'articleOwnLocale',
      take(articles, PLAN.articleOwnLocale).map((p) => {
        const [locale] = own(p);
        return markup(p, locale!, renamed(p, locale!), [locale!]);
      }),
    ],
    [
      'webPageTitle',
      take(webPages, PLAN.webPageTitle).map((p): Write => ({
        path: `/v2/pages/${p.id}`,
        body: { seo: { title: `${p.content[primary]!.title}: opening hours and orders` } },
        versions: all.map((l) => versionKey(p.id, l)),
        loses: false,
      })),
    ],
    [
      'webPageDescription',
      take(webPages, PLAN.webPageDescription).map((p): Write => ({
        path: `/v2/pages/${p.id}?localeId=${first!}`,
        body: { seo: { description: `${p.content[primary]!.title} : horaires et commandes.` } },
        versions: [versionKey(p.id, first!)],
        loses: false,
      })),
    ],
    [
      'webPageEvent',
      take(webPages, PLAN.webPageEvent).map((p) =>
        markup(
          p,
          second!,
          {
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: `${p.content[primary]!.title}: Backkurs`,
            startDate: '2031-05-01T10:00',
            location: { '@type': 'Place', name: 'Backstube', address: 'Hauptstraße 1' },
          },
          [second!],
        ),
      ),
    ],
  ];
  return writes.flatMap(([kind, list]) => list.map((w) => ({ ...w, kind })));
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
    kinds: Object.keys(PLAN).map((kind) => {
      const of = changes.filter((c) => c.kind === kind);
      return { kind, writes: of.length, versions: of.reduce((n, c) => n + c.versions.length, 0) };
    }),
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
