import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { notFound, validationError } from '../http/errors';
import { readJson } from '../http/validate';
import { newObjectId } from '../ids';
import type { PageRecord } from '../world-types';
import { findPage, foreignEdit } from './page-ops';

const editBodySchema = z.object({
  localeId: z.string().optional(),
  title: z.string().optional(),
  slug: z.string().optional(),
  seo: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
  openGraph: z
    .object({ title: z.string().optional(), description: z.string().optional() })
    .optional(),
  jsonLdSchema: z.unknown().optional(),
});

const createBodySchema = z.object({
  title: z.string().min(1).max(256),
  slug: z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/),
  parentId: z.string().nullable().optional(),
});

/**
 * Control routes that change site content "from elsewhere": create a page (emits `page_created`),
 * edit a page as someone else (moves `lastUpdated`), delete a page (emits `page_deleted`).
 */
export function controlContentRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;

  app.post('/sites/:id/pages', async (c) => {
    const site = world().sites[c.req.param('id')];
    if (!site) throw notFound('site');
    const body = await readJson(c, createBodySchema);
    if (body.parentId && world().pageFolders[body.parentId]?.siteId !== site.id) {
      throw validationError('parentId is not a folder of this site');
    }
    const now = ctx.clock.iso();
    const page: PageRecord = {
      id: newObjectId(),
      siteId: site.id,
      kind: 'static',
      utility: null,
      parentId: body.parentId ?? null,
      collectionId: null,
      createdOn: now,
      archived: false,
      draft: false,
      content: {
        [site.locales.primary.id]: {
          title: body.title,
          slug: body.slug,
          seo: { title: body.title, description: '' },
          openGraph: {
            title: body.title,
            titleCopied: true,
            description: '',
            descriptionCopied: true,
          },
          body: [`${body.title} was created through the control API.`],
          lastUpdated: now,
        },
      },
    };
    world().pages[page.id] = page;
    ctx.events.emit(site.id, 'page_created', {
      siteId: site.id,
      pageId: page.id,
      pageTitle: body.title,
      createdOn: now,
    });
    return c.json({ id: page.id }, 201);
  });

  app.post('/pages/:id/edit', async (c) => {
    const body = await readJson(c, editBodySchema);
    const { localeId, ...edit } = body;
    foreignEdit(ctx, c.req.param('id'), localeId, edit);
    return c.json({ ok: true });
  });

  app.delete('/pages/:id', (c) => {
    const { page, site } = findPage(world(), c.req.param('id'));
    delete world().pages[page.id];
    for (const key of Object.keys(world().schemaMarkup)) {
      if (key.startsWith(`${page.id}:`)) delete world().schemaMarkup[key];
    }
    ctx.events.emit(site.id, 'page_deleted', {
      siteId: site.id,
      pageId: page.id,
      pageTitle: page.content[site.locales.primary.id]?.title ?? '',
      deletedOn: ctx.clock.iso(),
    });
    return c.json({ ok: true });
  });
  return app;
}
