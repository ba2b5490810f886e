import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../assets/listing';
import type { PageQuery } from '../assets/listing';
import { requireSiteAccess } from '../http/auth';
import { notFound, validationError } from '../http/errors';
import { objectIdParam, parseWith } from '../http/validate';
import { findLocale } from '../store';
import type { Site } from '../world-types';

/** The site named by a path parameter: 400 for a malformed id, 404 unknown, 403 not allowed. */
export function siteParam(c: Context<EmulatorEnv>, ctx: EmulatorContext, param = 'siteId'): Site {
  const id = objectIdParam(c.req.param(param), 'site');
  const site = ctx.store.world.sites[id];
  if (!site) throw notFound('site');
  requireSiteAccess(c, site.id);
  return site;
}

/** The locale a request targets: its `localeId` query (must be one of the site's), else primary. */
export function localeParam(c: Context<EmulatorEnv>, site: Site): string {
  const localeId = c.req.query('localeId');
  if (localeId === undefined || localeId === '') return site.locales.primary.id;
  if (!findLocale(site, localeId)) throw validationError('Provided localeId is invalid');
  return localeId;
}

const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** `limit` (1–100) and `offset` from the query string; 400 on anything else. */
export function pageQuery(c: Context<EmulatorEnv>): PageQuery {
  return parseWith(
    pageQuerySchema,
    { limit: c.req.query('limit'), offset: c.req.query('offset') },
    'query',
  );
}

/** The origin the client reached the emulator at (URLs in answers use it). */
export function requestOrigin(c: Context<EmulatorEnv>): string {
  return new URL(c.req.url).origin;
}

/** Registers one handler under several paths (the spec's and the real service's forms). */
export const aliases = {
  site: (rest: string) => [`/v2/sites/:siteId${rest}`, `/sites/:siteId${rest}`],
  top: (rest: string) => [`/v2${rest}`, rest],
};
