import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { validationError } from '../http/errors';
import type { Rng } from '../ids';
import { createRng, newObjectId, newSecret } from '../ids';
import { originOf } from '../published/site-origin';
import { publishedPath } from '../routes/page-ops';
import { ALL_SCOPES, schemaKey, siteLocales, snapshotSite } from '../store';
import type { Locale, PageFolder, PageRecord, Site, SitePlan, World } from '../world-types';

/** What `POST /__emulator/live-fixture` asks for. */
export interface LiveFixtureInput {
  pages: number;
  seed: number;
  plan: 'enterprise' | 'standard';
}

/** What it answers. */
export interface LiveFixture {
  siteId: string;
  shortName: string;
  origin: string;
  apiKey: string;
}

/** Pages at the top level; the rest go into folders of `FOLDER_SIZE`, so page paths nest. */
const TOP_LEVEL = 10;
const FOLDER_SIZE = 100;

const LANGS = [
  { name: 'English', tag: 'en', sub: '', page: 'Page', slug: 'page', home: 'Home' },
  { name: 'French', tag: 'fr', sub: 'fr', page: 'Fiche', slug: 'fiche', home: 'Accueil' },
  { name: 'German', tag: 'de', sub: 'de', page: 'Seite', slug: 'seite', home: 'Startseite' },
] as const;

function locale(lang: (typeof LANGS)[number]): Locale {
  return {
    id: newObjectId(),
    cmsLocaleId: newObjectId(),
    enabled: true,
    displayName: lang.name,
    displayImageId: null,
    redirect: true,
    subdirectory: lang.sub,
    tag: lang.tag,
  };
}

function freeShortName(world: World): string {
  const taken = new Set(Object.values(world.sites).map((s) => s.shortName));
  for (;;) {
    const name = `live-${randomBytes(3).toString('hex')}`;
    if (!taken.has(name)) return name;
  }
}

function newSite(world: World, input: LiveFixtureInput, savedAt: string): Site {
  const workspaceId = Object.keys(world.workspaces)[0];
  if (!workspaceId) throw validationError('The emulator has no workspace to put a site in');
  const shortName = freeShortName(world);
  const id = newObjectId();
  const plan: SitePlan = { rateLimit: null, localizedSlugs: true };
  // The redirects endpoints read `plan.enterprise` (Enterprise-only in the real API).
  Object.assign(plan, { enterprise: input.plan === 'enterprise' });
  const [en, fr, de] = LANGS.map(locale) as [Locale, Locale, Locale];
  return {
    id,
    workspaceId,
    createdOn: savedAt,
    displayName: `Live fixture ${shortName.slice(5)}`,
    shortName,
    lastPublished: null,
    lastUpdated: savedAt,
    previewUrl: `https://screenshots.example/sites/${id}/preview.png`,
    timeZone: 'Europe/Paris',
    parentFolderId: null,
    customDomains: [],
    locales: { primary: en, secondary: [fr, de] },
    dataCollectionEnabled: true,
    dataCollectionType: 'optOut',
    plan,
    lastPublishAt: null,
  };
}

function newPage(site: Site, n: number, parentId: string | null, savedAt: string): PageRecord {
  const page: PageRecord = {
    id: newObjectId(),
    siteId: site.id,
    kind: n === 0 ? 'home' : 'static',
    utility: null,
    parentId,
    collectionId: null,
    createdOn: savedAt,
    archived: false,
    draft: false,
    content: {},
  };
  siteLocales(site).forEach((l, i) => {
    const lang = LANGS[i]!;
    const title = n === 0 ? lang.home : `${lang.page} ${n}`;
    const seoTitle = `${title} | ${site.displayName}`;
    const description = `${title} — ${site.displayName} (${lang.name}).`;
    page.content[l.id] = {
      title,
      slug: n === 0 ? 'index' : `${lang.slug}-${n}`,
      seo: { title: seoTitle, description },
      openGraph: { title: seoTitle, titleCopied: true, description, descriptionCopied: true },
      body: [description],
      lastUpdated: savedAt,
    };
  });
  return page;
}

/** Markup of one cell: its own `inLanguage`, and `url` / `@id` equal to the cell's published URL. */
function cellMarkup(rng: Rng, page: PageRecord, locale: Locale, url: string, title: string) {
  const context = 'https://schema.org';
  const own = { inLanguage: locale.tag, url };
  if (page.kind === 'home')
    return { '@context': context, '@type': 'WebSite', '@id': url, name: title, ...own };
  switch (rng.int(3)) {
    case 0:
      return { '@context': context, '@type': 'WebPage', '@id': url, name: title, ...own };
    case 1:
      return {
        '@context': context,
        '@type': 'Article',
        '@id': url,
        headline: title,
        datePublished: '2026-02-01T08:00:00Z',
        author: { '@type': 'Person', name: 'Dana Editor' },
        ...own,
      };
    default:
      return {
        '@context': context,
        '@type': 'WebPage',
        name: title,
        description: `${title}.`,
        ...own,
      };
  }
}

/**
 * Creates a clean localized site (en primary, fr and de in subdirectories, localized slugs): a home
 * page and `pages` static pages, each page × locale with its own correct JSON-LD, saved a minute ago
 * and published to the staging subdomain now; plus a site API key with every scope.
 */
export function createLiveFixture(ctx: EmulatorContext, input: LiveFixtureInput): LiveFixture {
  const world = ctx.store.world;
  const now = ctx.clock.now();
  const savedAt = new Date(now - 60_000).toISOString();
  const publishedAt = new Date(now).toISOString();
  const site = newSite(world, input, savedAt);
  world.sites[site.id] = site;
  const origin = originOf(ctx, `${site.shortName}.localhost:${ctx.port()}`);
  const folders: Record<string, PageFolder> = {};
  const folderFor = (n: number): string | null => {
    if (n <= TOP_LEVEL) return null;
    const index = Math.floor((n - TOP_LEVEL - 1) / FOLDER_SIZE) + 1;
    const slug = `section-${index}`;
    const existing = Object.values(folders).find((f) => f.slug === slug);
    if (existing) return existing.id;
    const id = newObjectId();
    folders[id] = { id, siteId: site.id, parentId: null, title: `Section ${index}`, slug };
    world.pageFolders[id] = folders[id];
    return id;
  };
  const rng = createRng(input.seed);
  for (let n = 0; n <= input.pages; n += 1) {
    const page = newPage(site, n, folderFor(n), savedAt);
    world.pages[page.id] = page;
    for (const l of siteLocales(site)) {
      const url = origin + publishedPath(site, page, l.id, folders);
      const value = cellMarkup(rng, page, l, url, page.content[l.id]!.title);
      world.schemaMarkup[schemaKey(page.id, l.id)] = {
        raw: JSON.stringify(value),
        value,
        lastUpdated: savedAt,
      };
    }
  }
  world.published[site.id] = snapshotSite(world, site.id, publishedAt);
  site.lastPublished = publishedAt;
  const apiKey = newSecret('sitekey');
  world.siteKeys[apiKey] = {
    id: newObjectId(),
    token: apiKey,
    siteId: site.id,
    scopes: [...ALL_SCOPES],
    createdAt: now,
    revoked: false,
  };
  return { siteId: site.id, shortName: site.shortName, origin, apiKey };
}
