import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireScopes, requireSiteAccess } from '../http/auth';
import { validationError } from '../http/errors';
import { objectIdParam, readJson } from '../http/validate';
import { readSchemaInput } from '../jsonld-limits';
import { schemaKey } from '../store';
import type { PageRecord, Site, World } from '../world-types';
import { findPage, publishedPath, targetLocale, writeSchemaMarkup } from './page-ops';
import { siteParam } from './sites';

const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-hex ObjectId');
const hasSchemaKey = (v: object) => 'jsonLdSchema' in v;
const putSchema = z.object({ jsonLdSchema: z.unknown() }).refine(hasSchemaKey, {
  message: 'jsonLdSchema is required (null clears)',
});
const queryBodySchema = z.object({
  pages: z
    .array(z.object({ id: objectId, localeId: objectId.optional() }))
    .min(1)
    .max(100),
});
const bulkUpdateSchema = z.object({
  pages: z
    .array(
      z
        .object({ id: objectId, localeId: objectId.optional(), jsonLdSchema: z.unknown() })
        .refine(hasSchemaKey, { message: 'jsonLdSchema is required (null clears)' }),
    )
    .min(1)
    .max(25),
});

/**
 * The schema markup object of a page in a locale, with the primary locale's markup inherited when
 * a secondary locale has none. `echoLocale` is what goes in `localeId`.
 */
export function schemaView(
  world: World,
  site: Site,
  page: PageRecord,
  localeId: string,
  echoLocale: string | null,
) {
  const primaryId = site.locales.primary.id;
  const own = world.schemaMarkup[schemaKey(page.id, localeId)];
  const inherited =
    !own && localeId !== primaryId ? world.schemaMarkup[schemaKey(page.id, primaryId)] : undefined;
  const record = own ?? inherited;
  return {
    id: page.id,
    siteId: site.id,
    localeId: echoLocale,
    effectiveLocaleId: own ? localeId : inherited ? primaryId : null,
    publishedPath: publishedPath(site, page, localeId, world.pageFolders),
    lastUpdated: record?.lastUpdated ?? null,
    jsonLdSchema: record?.value ? structuredClone(record.value) : null,
    rawJsonLdSchema: record && record.value === null ? record.raw : null,
    isInherited: inherited !== undefined,
  };
}

function rejectDuplicates(entries: { id: string; localeId?: string }[]): void {
  const seen = new Set<string>();
  for (const e of entries) {
    const key = `${e.id}:${e.localeId ?? ''}`;
    if (seen.has(key))
      throw validationError(
        `Duplicate entry for page ${e.id} and locale ${e.localeId ?? 'primary'}`,
      );
    seen.add(key);
  }
}

function sitePages(world: World, site: Site, entries: { id: string }[]): PageRecord[] {
  return entries.map((e) => {
    const { page } = findPage(world, e.id);
    if (page.siteId !== site.id)
      throw validationError(`Page ${e.id} does not belong to site ${site.id}`);
    return page;
  });
}

/** The four schema markup endpoints under one prefix (`/beta` or `/v2/beta`). */
function schemaMarkupApp(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;
  const pageParam = (c: Context<EmulatorEnv>) => {
    const found = findPage(world(), objectIdParam(c.req.param('page_id'), 'page'));
    requireSiteAccess(c, found.site.id);
    return found;
  };

  app.get('/pages/:page_id/schema-markup', (c) => {
    requireScopes(c, 'pages:read');
    const { page, site } = pageParam(c);
    const localeId = targetLocale(site, c.req.query('localeId'));
    return c.json(schemaView(world(), site, page, localeId, localeId));
  });

  app.put('/pages/:page_id/schema-markup', async (c) => {
    requireScopes(c, 'pages:write');
    const { page, site } = pageParam(c);
    const localeId = targetLocale(site, c.req.query('localeId'));
    const body = await readJson(c, putSchema);
    writeSchemaMarkup(ctx, page, localeId, body.jsonLdSchema);
    c.set('applied', true);
    return c.json(schemaView(world(), site, page, localeId, localeId));
  });

  app.post('/sites/:site_id/pages/schema-markup/query', async (c) => {
    requireScopes(c, 'pages:read');
    const site = siteParam(ctx, c);
    const body = await readJson(c, queryBodySchema);
    rejectDuplicates(body.pages);
    const pages = sitePages(world(), site, body.pages);
    return c.json({
      pages: body.pages.map((e, i) =>
        schemaView(world(), site, pages[i]!, targetLocale(site, e.localeId), e.localeId ?? null),
      ),
    });
  });

  app.patch('/sites/:site_id/pages/schema-markup', async (c) => {
    requireScopes(c, 'pages:write');
    const site = siteParam(ctx, c);
    const body = await readJson(c, bulkUpdateSchema);
    rejectDuplicates(body.pages);
    const pages = sitePages(world(), site, body.pages);
    const locales = body.pages.map((e) => targetLocale(site, e.localeId));
    body.pages.forEach((e, i) => {
      const result = readSchemaInput(e.jsonLdSchema);
      if (!result.ok) {
        throw validationError(`pages[${i}]: ${result.message}`, [
          { param: `pages.${i}.jsonLdSchema`, description: result.message },
        ]);
      }
    });
    body.pages.forEach((e, i) => writeSchemaMarkup(ctx, pages[i]!, locales[i]!, e.jsonLdSchema));
    c.set('applied', true);
    return c.json({
      pages: body.pages.map((e, i) =>
        schemaView(world(), site, pages[i]!, locales[i]!, e.localeId ?? null),
      ),
    });
  });
  return app;
}

/** Schema markup under both `/v2/beta/` (the spec) and `/beta/` (the real service). */
export function schemaMarkupRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.route('/v2/beta', schemaMarkupApp(ctx));
  app.route('/beta', schemaMarkupApp(ctx));
  return app;
}
