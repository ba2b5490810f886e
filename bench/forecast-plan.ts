/**
 * What the `publish-forecast` bench changes after the publish (`forecast-world.ts`): 30 page
 * versions of the site audit's bench pages, in kinds that each change a known set of versions
 * (`PLAN`), each a write through the API with the versions it changes and whether they lose a rich
 * result. Apart from the world, which builds the site, makes these writes and checks that they
 * changed exactly the versions planned, so that what is planned can be read on its own.
 * @module
 */
import { schemaKey } from '../emulator/store';
import type { TestEmulator } from '../emulator/testing';
import type { PageRecord, SchemaMarkup } from '../emulator/world-types';

/** The emulator's world, as the bench reads and checks it. */
export type World = TestEmulator['emulator']['store']['world'];
/** A site of the emulator's fixtures. */
export type FixtureSite = TestEmulator['fixtures']['sites'][number];

/** A page version: the page and its locale (null: the primary), as the forecast names it. */
export type VersionKey = `${string}:${string}`;

/** The key of a page version (see `VersionKey`). */
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
export type Change = Write & { kind: keyof typeof PLAN };

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

/**
 * The writes of `PLAN`, each with the versions it changes, on the bench pages of `site` in `world`
 * (taken in their order, each page once). Throws when the site has too few pages of a kind.
 */
export function planChanges(world: World, site: FixtureSite): Change[] {
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

/** The writes and page versions of each kind of `PLAN` in `changes`, in the plan's order. */
export const plannedKinds = (changes: readonly Change[]) =>
  Object.keys(PLAN).map((kind) => {
    const of = changes.filter((c) => c.kind === kind);
    return { kind, writes: of.length, versions: of.reduce((n, c) => n + c.versions.length, 0) };
  });
