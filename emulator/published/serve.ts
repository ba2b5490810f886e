import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { publishedPath } from '../routes/page-ops';
import type { PublishedSnapshot, Site } from '../world-types';
import { messagePage } from './html';
import { findItemPage, renderItemPage } from './item-page';
import { serveCell } from './live-cell';
import { robotsHeaders, robotsMetaTags } from './page-robots';
import { renderPasswordPage } from './password-page';
import { answerRedirect } from './redirects';
import { isServed, renderPublishedPage } from './render';
import { robotsTxt } from './robots-txt';
import { originOf } from './site-origin';
import { sitemapXml } from './sitemap';

/** One published host of a site: what it last published, and whether it is the staging host. */
export interface PublishedTarget {
  site: Site;
  snapshot: PublishedSnapshot | undefined;
  /** The Host header it answers for (with the port). */
  host: string;
  staging: boolean;
}

/**
 * Answers a request for a path of a published host as its snapshot has it (or that it was never
 * published): redirects first, then `/robots.txt` and `/sitemap.xml`, then the page, item page or
 * 404 page — each with its robots meta and `X-Robots-Tag`, a protected page with the password form.
 */
export function servePublished(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  target: PublishedTarget,
) {
  const { site, snapshot } = target;
  const redirected = answerRedirect(ctx, c, site);
  if (redirected) return redirected;
  if (!snapshot) return c.html(messagePage('This site has not been published yet'), 404);
  const world = ctx.store.world;
  const origin = originOf(ctx, target.host);
  const path = c.req.path.replace(/(?<!\/)\/+$/, '') || '/';
  if (path === '/robots.txt') return c.text(robotsTxt(world, site, origin, target.staging));
  if (path === '/sitemap.xml') {
    return c.body(sitemapXml(world, site, snapshot, origin), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    });
  }
  const closed = target.staging && site.stagingIndexing === false;
  const plain = ctx.options.plainPages;
  const first = path.split('/')[1] ?? '';
  const locale =
    site.locales.secondary.find((l) => l.subdirectory === first) ?? site.locales.primary;
  const served = snapshot.pages.filter(isServed);
  const page = served.find((p) => publishedPath(site, p, locale.id, snapshot.folders) === path);
  if (page?.password) {
    const head = robotsMetaTags(undefined, closed);
    return c.html(renderPasswordPage(site, snapshot, locale, path, head, plain), 401);
  }
  if (page) {
    const head = robotsMetaTags(page.robots, closed);
    const headers = robotsHeaders(page.robots);
    return serveCell(ctx, c, { origin, site, snapshot, page, locale, head, headers });
  }
  const item = findItemPage(world, site, snapshot, path, locale);
  if (item) {
    const head = robotsMetaTags(item.item.robots, closed);
    const html = renderItemPage(origin, site, snapshot, item, locale, head, plain);
    return c.html(html, 200, robotsHeaders(item.item.robots));
  }
  const missing = served.find((p) => p.utility === '404');
  if (!missing) return c.html(messagePage('Page not found'), 404);
  const head = robotsMetaTags(undefined, closed);
  return c.html(renderPublishedPage(origin, site, snapshot, missing, locale, { head, plain }), 404);
}
