import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { notFound } from '../http/errors';
import { readJson } from '../http/validate';
import { excludeFromSitemap, plantIndexFaults } from '../indexing/plant';
import { listedUrl, oneLine, robotsRules } from '../indexing/schemas';
import { setItemIndexing, setPageIndexing } from '../indexing/settings';
import type { CollectionItem, PageRecord, Site } from '../world-types';

const robots = z
  .object({ meta: oneLine.optional(), header: oneLine.optional() })
  .strict()
  .nullable()
  .optional();

const siteSchema = z
  .object({
    stagingIndexing: z.boolean().optional(),
    customSitemap: z.string().max(900_000).nullable().optional(),
    sitemapExtra: z.array(listedUrl).max(1000).optional(),
    robots: z.object({ rules: robotsRules, sitemap: listedUrl.nullable() }).nullable().optional(),
  })
  .strict();

const pageSchema = z
  .object({ robots, password: z.boolean().optional(), sitemapExcluded: z.boolean().optional() })
  .strict();
const itemSchema = z.object({ robots, sitemapExcluded: z.boolean().optional() }).strict();

const siteView = (site: Site) => ({
  siteId: site.id,
  stagingIndexing: site.stagingIndexing ?? true,
  customSitemap: site.customSitemap ?? null,
  sitemapExtra: site.sitemapExtra ?? [],
  robots: site.robots ?? null,
});

const pageView = (page: PageRecord) => ({
  pageId: page.id,
  robots: page.robots ?? null,
  password: page.password ?? false,
  sitemapExcluded: page.sitemapExcluded ?? false,
});

const itemView = (item: CollectionItem) => ({
  itemId: item.id,
  robots: item.robots ?? null,
  sitemapExcluded: item.sitemapExcluded ?? false,
});

/**
 * Control routes for what decides whether Google can show a site's pages, none of it in the API:
 * a site's staging indexing, hand-written sitemap, sitemap extras and robots rules
 * (`sites/{id}/indexing`); a page's robots directives, password and sitemap exclusion
 * (`pages/{id}/indexing`), an item's (`items/{id}/indexing`); the index faults
 * (`sites/{id}/index-faults`) and sitemap exclusions (`sites/{id}/index-exclusions`).
 */
export function controlIndexingRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;
  const siteOf = (id: string) => {
    const site = world().sites[id];
    if (!site) throw notFound('site');
    return site;
  };

  app.post('/sites/:id/indexing', async (c) => {
    const site = siteOf(c.req.param('id'));
    const input = await readJson(c, siteSchema);
    if (input.stagingIndexing === true) delete site.stagingIndexing;
    else if (input.stagingIndexing === false) site.stagingIndexing = false;
    if (input.customSitemap === null) delete site.customSitemap;
    else if (input.customSitemap !== undefined) site.customSitemap = input.customSitemap;
    if (input.sitemapExtra?.length === 0) delete site.sitemapExtra;
    else if (input.sitemapExtra) site.sitemapExtra = input.sitemapExtra;
    if (input.robots === null) delete site.robots;
    else if (input.robots) site.robots = input.robots;
    return c.json(siteView(site));
  });

  app.post('/pages/:id/indexing', async (c) => {
    const page = world().pages[c.req.param('id')];
    if (!page) throw notFound('page');
    const input = await readJson(c, pageSchema);
    setPageIndexing(world(), siteOf(page.siteId), page.id, input);
    return c.json(pageView(page));
  });

  app.post('/items/:id/indexing', async (c) => {
    const item = world().collectionItems[c.req.param('id')];
    if (!item) throw notFound('item');
    setItemIndexing(item, await readJson(c, itemSchema));
    return c.json(itemView(item));
  });

  app.post('/sites/:id/index-faults', async (c) => {
    const site = siteOf(c.req.param('id'));
    const { seed } = await readJson(
      c,
      z
        .object({ seed: z.number().int().default(1) })
        .strict()
        .default({ seed: 1 }),
    );
    return c.json({ planted: plantIndexFaults(ctx, site, seed) }, 201);
  });

  app.post('/sites/:id/index-exclusions', async (c) => {
    const site = siteOf(c.req.param('id'));
    const input = await readJson(
      c,
      z
        .object({ count: z.number().int().min(0).max(20_000), seed: z.number().int().default(1) })
        .strict(),
    );
    return c.json({ excluded: excludeFromSitemap(ctx, site, input) }, 201);
  });
  return app;
}
