import type { MiddlewareHandler } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { publishedPath } from '../routes/page-ops';
import { contentIn } from '../store';
import type { Site } from '../world-types';
import { escapeHtml, htmlDocument, messagePage } from './html';
import { servePublished } from './serve';

/**
 * `{shortName}.localhost`, `{shortName}.design.localhost` (the Designer stand-in) and the real
 * service's staging name `{shortName}.webflow.io`, any port: a browser that maps that name to the
 * emulator (a test's resolver rule) then reads the staging site under the address editors know.
 */
const SITE_HOST = /^([a-z0-9-]+)(?:(\.design)?\.localhost|\.webflow\.io)(?::\d+)?$/i;

function designer(
  site: Site,
  ctx: EmulatorContext,
  pageId: string | undefined,
): { status: 200 | 404; html: string } {
  const world = ctx.store.world;
  const pages = Object.values(world.pages).filter((p) => p.siteId === site.id);
  const page = pageId ? world.pages[pageId] : pages.find((p) => p.kind === 'home');
  if (!page || page.siteId !== site.id)
    return { status: 404, html: messagePage('Page not found in the Designer') };
  const title = contentIn(site, page, site.locales.primary.id).title;
  const list = pages
    .map(
      (p) =>
        `<li><a href="/?pageId=${escapeHtml(p.id)}">${escapeHtml(contentIn(site, p, site.locales.primary.id).title)}</a></li>`,
    )
    .join('');
  const body = `<main data-site-id="${escapeHtml(site.id)}" data-page-id="${escapeHtml(page.id)}">
<p>Designer (emulated) — ${escapeHtml(site.displayName)}</p>
<h1 id="page-name">${escapeHtml(title)}</h1>
<p>Path: ${escapeHtml(publishedPath(site, page, site.locales.primary.id, world.pageFolders))}</p>
<nav><ul>${list}</ul></nav>
</main>`;
  return {
    status: 200,
    html: htmlDocument({ lang: 'en', title: `${escapeHtml(title)} – Designer`, body }),
  };
}

/** The site and custom domain whose `url` is this bare host (no port), if any. */
function customDomainAt(ctx: EmulatorContext, host: string) {
  for (const site of Object.values(ctx.store.world.sites)) {
    const domain = site.customDomains.find((d) => d.url.toLowerCase() === host);
    if (domain) return { site, domain };
  }
  return undefined;
}

/**
 * Serves, by Host header, every site's published pages: the staging subdomain at
 * `{shortName}.localhost` or `{shortName}.webflow.io` and each custom domain at its `url` (any
 * port), each as of its own last publish; and the Designer stand-in at
 * `{shortName}.design.localhost/?pageId=…`.
 */
export function publishedHost(ctx: EmulatorContext): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const host = c.req.header('host') ?? '';
    const custom = customDomainAt(ctx, host.toLowerCase().replace(/:\d+$/, ''));
    if (custom) {
      const snapshot = ctx.store.world.publishedDomains[custom.domain.id];
      return servePublished(ctx, c, { site: custom.site, snapshot, host, staging: false });
    }
    const match = SITE_HOST.exec(host);
    if (!match) return next();
    const site = Object.values(ctx.store.world.sites).find(
      (s) => s.shortName === match[1]!.toLowerCase(),
    );
    if (!site) return c.html(messagePage('Site not found'), 404);
    if (match[2]) {
      const result = designer(site, ctx, c.req.query('pageId'));
      return c.html(result.html, result.status);
    }
    const snapshot = ctx.store.world.published[site.id];
    return servePublished(ctx, c, { site, snapshot, host: match[0], staging: true });
  };
}
