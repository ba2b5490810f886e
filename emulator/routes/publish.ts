import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireScopes } from '../http/auth';
import { ServiceError, validationError } from '../http/errors';
import { readJson } from '../http/validate';
import { schemaKey, snapshotSite } from '../store';
import type { CustomDomain, PageRecord, PublishedSnapshot, Site } from '../world-types';
import type { PublishTarget } from './publish-page';
import { pageOfSite, requirePublishedTargets, withPagePublished } from './publish-page';
import { siteParam } from './sites';

const publishSchema = z
  .object({
    customDomains: z.array(z.string().max(64)).max(100).optional(),
    publishToWebflowSubdomain: z.boolean().optional(),
    pageId: z
      .string()
      .regex(/^[0-9a-f]{24}$/, 'must be a 24-hex ObjectId')
      .optional(),
  })
  .optional();

type PublishBody = NonNullable<z.infer<typeof publishSchema>>;

/** Whether `page` reads differently in `after` than in `before` (content or any locale's markup). */
function changedSince(before: PublishedSnapshot, after: PublishedSnapshot, page: PageRecord) {
  const old = before.pages.find((p) => p.id === page.id);
  if (!old) return false;
  const sameContent = JSON.stringify(old.content) === JSON.stringify(page.content);
  const markupOf = (s: PublishedSnapshot) =>
    Object.keys(page.content).map((l) => s.schemaMarkup[schemaKey(page.id, l)]?.raw ?? null);
  return !sameContent || JSON.stringify(markupOf(before)) !== JSON.stringify(markupOf(after));
}

/**
 * The custom domains a body names, in the site's order; only what is named is published, so an
 * omitted `customDomains` names none (the real service's rule).
 */
function namedDomains(site: Site, body: PublishBody): CustomDomain[] {
  const ids = body.customDomains ?? [];
  const unknown = ids.find((id) => !site.customDomains.some((d) => d.id === id));
  if (unknown !== undefined) {
    throw validationError(`customDomains: this site has no custom domain with id ${unknown}`, [
      { param: 'customDomains', description: `Unknown custom domain id ${unknown}` },
    ]);
  }
  return site.customDomains.filter((d) => ids.includes(d.id));
}

function refuseTooSoon(ctx: EmulatorContext, site: Site, now: number): void {
  if (site.lastPublishAt === null || now - site.lastPublishAt >= ctx.options.publishIntervalMs) {
    return;
  }
  const wait = Math.ceil((site.lastPublishAt + ctx.options.publishIntervalMs - now) / 1000);
  throw new ServiceError(
    429,
    'too_many_requests',
    'Too many requests: a site can be published once per minute',
    [],
    { 'Retry-After': String(Math.max(1, wait)) },
  );
}

/** The targets a body names, staging first, each with what it serves now. */
function publishTargets(
  ctx: EmulatorContext,
  site: Site,
  staging: boolean,
  domains: CustomDomain[],
): PublishTarget[] {
  const world = ctx.store.world;
  return [
    ...(staging
      ? [
          {
            host: `${site.shortName}.localhost`,
            snapshot: world.published[site.id],
            save: (s: PublishedSnapshot) => (world.published[site.id] = s),
          },
        ]
      : []),
    ...domains.map((d) => ({
      host: d.url,
      snapshot: world.publishedDomains[d.id],
      save: (s: PublishedSnapshot) => (world.publishedDomains[d.id] = s),
    })),
  ];
}

/**
 * `POST /v2/sites/{site_id}/publish`: publishes what the body names (the staging subdomain when
 * `publishToWebflowSubdomain` is true, and each custom domain id in `customDomains`), each target
 * getting its own snapshot — the whole site, or with `pageId` that page alone (see
 * `publish-page.ts`); one successful publish per minute per site; emits the publish events.
 */
export function publishRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.post('/v2/sites/:site_id/publish', async (c) => {
    const principal = requireScopes(c, 'sites:write');
    const site = siteParam(ctx, c);
    const body = (await readJson(c, publishSchema)) ?? {};
    c.set('journalBody', body);
    const domains = namedDomains(site, body);
    const staging = body.publishToWebflowSubdomain === true;
    if (!staging && domains.length === 0) {
      throw new ServiceError(
        400,
        'no_domains',
        'No domains to publish to: name custom domain ids in customDomains or set publishToWebflowSubdomain to true',
      );
    }
    const world = ctx.store.world;
    const page = body.pageId === undefined ? undefined : pageOfSite(world, site, body.pageId);
    const targets = publishTargets(ctx, site, staging, domains);
    if (page) requirePublishedTargets(site, targets);
    const now = ctx.clock.now();
    refuseTooSoon(ctx, site, now);

    const at = ctx.clock.iso();
    const whole = page ? undefined : snapshotSite(world, site.id, at);
    const published = page ? [page] : whole!.pages;
    const changed = new Set<string>();
    for (const target of targets) {
      const after = page
        ? withPagePublished(world, site, target.snapshot!, page, at)
        : structuredClone(whole!);
      const before = target.snapshot;
      for (const p of published) {
        if (before && changedSince(before, after, p)) changed.add(p.id);
      }
      target.save(after);
    }
    for (const d of domains) d.lastPublished = at;
    site.lastPublishAt = now;
    site.lastPublished = at;
    c.set('applied', true);

    const user = Object.values(world.users).find((u) => u.workspaceId === site.workspaceId);
    ctx.events.emit(site.id, 'site_publish', {
      siteId: site.id,
      publishedOn: at,
      domains: targets.map((t) => t.host),
      publishedBy: {
        displayName: user ? `${user.firstName} ${user.lastName}` : principal.credentialId,
      },
    });
    for (const p of published.filter((q) => changed.has(q.id))) {
      const primary = p.content[site.locales.primary.id]!;
      ctx.events.emit(site.id, 'page_metadata_updated', {
        siteId: site.id,
        pageId: p.id,
        pageTitle: primary.title,
        lastUpdated: primary.lastUpdated,
      });
    }
    return c.json(
      {
        customDomains: structuredClone(domains),
        publishToWebflowSubdomain: staging,
        publishScope: page ? ('page' as const) : ('site' as const),
      },
      202,
    );
  });
  return app;
}
