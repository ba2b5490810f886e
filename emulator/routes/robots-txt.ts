import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireScopes } from '../http/auth';
import { requireEnterprise } from '../http/enterprise';
import { readJson } from '../http/validate';
import { mergeRules, NO_RULES, removeRules } from '../indexing/robots-rules';
import { listedUrl, robotsRules } from '../indexing/schemas';
import type { Site } from '../world-types';
import { aliases, siteParam } from './site-scope';

/** The API documents a URL; a site path is also taken (each host resolves it on its own origin). */
const body = z
  .object({ rules: robotsRules.optional(), sitemap: listedUrl.nullable().optional() })
  .strict();

/**
 * The `robots_txt` endpoints (notes §13.2; Enterprise only, else 403 `not_enterprise_plan_site`),
 * reading and writing the site's rules, which every published host serves at once: GET
 * (`site_config:read`) answers `{rules, sitemap}` (`{rules: [], sitemap: null}` for a site on
 * the default); PUT replaces both; PATCH replaces the groups of the user agents it names (others
 * kept, new ones added) and the sitemap when given; DELETE without a body restores the default
 * (204), with `{rules}` removes those paths of each named user agent (a group named without
 * paths whole) and `sitemap` clears the sitemap, answering what is left.
 */
export function robotsTxtRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const paths = [...aliases.site('/robots_txt'), '/beta/sites/:siteId/robots_txt'];
  const enterpriseSite = (
    c: Context<EmulatorEnv>,
    scope: 'site_config:read' | 'site_config:write',
  ) => {
    requireScopes(c, scope);
    const site = siteParam(c, ctx);
    requireEnterprise(site);
    return site;
  };
  const current = (site: Site) => site.robots ?? NO_RULES;
  const answer = (c: Context<EmulatorEnv>, site: Site) => {
    c.set('applied', true);
    return c.json(structuredClone(current(site)));
  };

  app.on('GET', paths, (c) =>
    c.json(structuredClone(current(enterpriseSite(c, 'site_config:read')))),
  );

  app.on('PUT', paths, async (c) => {
    const site = enterpriseSite(c, 'site_config:write');
    const input = await readJson(c, body);
    site.robots = { rules: input.rules ?? [], sitemap: input.sitemap ?? null };
    return answer(c, site);
  });

  app.on('PATCH', paths, async (c) => {
    const site = enterpriseSite(c, 'site_config:write');
    const input = await readJson(c, body);
    const was = current(site);
    site.robots = {
      rules: mergeRules(was.rules, input.rules ?? []),
      sitemap: input.sitemap === undefined ? was.sitemap : input.sitemap,
    };
    return answer(c, site);
  });

  app.on('DELETE', paths, async (c) => {
    const site = enterpriseSite(c, 'site_config:write');
    const input = await readJson(c, body.optional());
    if (input?.rules === undefined && input?.sitemap === undefined) {
      delete site.robots;
      c.set('applied', true);
      return c.body(null, 204);
    }
    const was = current(site);
    site.robots = {
      rules: removeRules(was.rules, input.rules ?? []),
      sitemap: input.sitemap === undefined ? was.sitemap : null,
    };
    return answer(c, site);
  });
  return app;
}
