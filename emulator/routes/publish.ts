import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireScopes } from '../http/auth';
import { ServiceError, validationError } from '../http/errors';
import { readJson } from '../http/validate';
import { schemaKey, snapshotSite } from '../store';
import type { PageRecord, PublishedSnapshot } from '../world-types';
import { siteParam } from './sites';

const publishSchema = z
  .object({
    customDomains: z.array(z.string()).optional(),
    publishToWebflowSubdomain: z.boolean().optional(),
  })
  .optional();

function changedSince(
  before: PublishedSnapshot | undefined,
  after: PublishedSnapshot,
  page: PageRecord,
) {
  const old = before?.pages.find((p) => p.id === page.id);
  if (!old) return false;
  const sameContent = JSON.stringify(old.content) === JSON.stringify(page.content);
  const markupOf = (s: PublishedSnapshot) =>
    Object.keys(page.content).map((l) => s.schemaMarkup[schemaKey(page.id, l)]?.raw ?? null);
  return !sameContent || JSON.stringify(markupOf(before!)) !== JSON.stringify(markupOf(after));
}

/** `POST /v2/sites/{site_id}/publish`: one per minute per site; emits the publish events. */
export function publishRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.post('/v2/sites/:site_id/publish', async (c) => {
    const principal = requireScopes(c, 'sites:write');
    const site = siteParam(ctx, c);
    const body = (await readJson(c, publishSchema)) ?? {};
    const domains = site.customDomains.filter(
      (d) => !body.customDomains || body.customDomains.includes(d.id),
    );
    if (body.customDomains && domains.length !== body.customDomains.length) {
      throw validationError('Unknown custom domain id');
    }
    const now = ctx.clock.now();
    if (site.lastPublishAt !== null && now - site.lastPublishAt < ctx.options.publishIntervalMs) {
      const wait = Math.ceil((site.lastPublishAt + ctx.options.publishIntervalMs - now) / 1000);
      throw new ServiceError(
        429,
        'too_many_requests',
        'Too many requests: a site can be published once per minute',
        [],
        { 'Retry-After': String(Math.max(1, wait)) },
      );
    }
    const world = ctx.store.world;
    const at = ctx.clock.iso();
    const before = world.published[site.id];
    const after = snapshotSite(world, site.id, at);
    world.published[site.id] = after;
    site.lastPublishAt = now;
    site.lastPublished = at;
    for (const d of domains) d.lastPublished = at;
    c.set('applied', true);
    const user = Object.values(world.users).find((u) => u.workspaceId === site.workspaceId);
    ctx.events.emit(site.id, 'site_publish', {
      siteId: site.id,
      publishedOn: at,
      domains: [`${site.shortName}.localhost`, ...domains.map((d) => d.url)],
      publishedBy: {
        displayName: user ? `${user.firstName} ${user.lastName}` : principal.credentialId,
      },
    });
    for (const page of after.pages) {
      if (!changedSince(before, after, page)) continue;
      const primary = page.content[site.locales.primary.id]!;
      ctx.events.emit(site.id, 'page_metadata_updated', {
        siteId: site.id,
        pageId: page.id,
        pageTitle: primary.title,
        lastUpdated: primary.lastUpdated,
      });
    }
    return c.json(
      {
        customDomains: structuredClone(domains),
        publishToWebflowSubdomain: body.publishToWebflowSubdomain ?? true,
      },
      202,
    );
  });
  return app;
}
