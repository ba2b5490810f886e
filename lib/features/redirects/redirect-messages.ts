/**
 * The redirect plan as protocol messages: read the plan of the recorded moves, carry it out on an
 * Enterprise site, check redirects on the live site, build the dashboard's file on other plans, and
 * forget moves. `register.ts` registers them with the background.
 * @module
 */
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import { getSiteDomains } from '../../core/api/sites';
import { t } from '../../core/i18n/t';
import { hostPatternOf } from '../../core/settings/host-pattern';
import type { Endpoints } from '../../core/settings/defaults';
import { mergedRedirectCsv } from './redirect-csv';
import {
  applyRedirects,
  movesAsRules,
  planRedirects,
  type RedirectChangeResult,
  type RedirectPlanView,
} from './redirect-plan';
import { checkRedirect, type RedirectCheck } from './verify-redirect';
import { addSlugMoves, clearSlugMoves, readSlugMoves } from './slug-moves';

const scope = z.object({ siteId: id, pageId: id.optional() }).strict();
// A site path only: `//host/…` would resolve to another origin.
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/);

/** One redirect's check on one published host. */
export type HostRedirectCheck = RedirectCheck & {
  /** The host it was checked on, e.g. `acme.webflow.io` or `www.acme.com`. */
  host: string;
};

/** The live-site check of some redirects. */
export interface RedirectVerification {
  /** The origins checked: the staging host, then each custom domain the site was published to. */
  origins: string[];
  /** Host patterns the extension must be granted first; the checks are empty then. */
  needsAccess: string[];
  /** Each redirect on each origin, host by host in the order of `origins`. */
  checks: HostRedirectCheck[];
}

/** Every redirect message: `request` is what a page sends, `response` what the background answers. */
export const redirectMessages = {
  /** The plan of the site's recorded moves (of one page when `pageId` is given). */
  redirectPlan: { request: scope, response: out<RedirectPlanView>() },
  /** Carries out a fresh plan (Enterprise); the moves are forgotten once every change succeeded. */
  applyRedirectPlan: {
    request: scope,
    response: out<{ plan: RedirectPlanView; results: RedirectChangeResult[] }>(),
  },
  /** Checks each redirect as one hop to its target on every host the site is published to. */
  verifyRedirects: {
    request: z
      .object({
        siteId: id,
        rules: z
          .array(z.object({ fromUrl: sitePath, toUrl: sitePath }).strict())
          .min(1)
          .max(200),
      })
      .strict(),
    response: out<RedirectVerification>(),
  },
  /** The dashboard's file: the editor's export (may be empty) merged with the recorded moves. */
  redirectCsv: {
    request: scope.extend({ existingCsv: z.string().max(2_000_000) }).strict(),
    response: out<{ csv: string; rows: number; existing: number }>(),
  },
  /** Forgets the recorded moves (of one page when `pageId` is given). */
  dismissSlugMoves: { request: scope, response: out<Record<string, never>>() },
  /**
   * Records addresses a save moved that the background cannot see itself: an item's slug, saved
   * in the Item tab (`pageId` is then the item's id, its plan's scope).
   */
  recordSlugMoves: {
    request: z
      .object({
        siteId: id,
        moves: z
          .array(
            z
              .object({ pageId: id, localeId: id.nullable(), fromPath: sitePath, toPath: sitePath })
              .strict(),
          )
          .min(1)
          .max(50),
      })
      .strict(),
    response: out<Record<string, never>>(),
  },
} as const;

type Messages = typeof redirectMessages;

/** The background's handlers of `redirectMessages`. */
export type RedirectHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** What the redirect handlers need. */
export interface RedirectHandlerDeps {
  clientFor(siteId: string): Promise<ApiClient>;
  getEndpoints(): Promise<Endpoints>;
  /** Whether the extension holds these host patterns (`permissions.contains`). */
  hasHostAccess?(patterns: string[]): Promise<boolean>;
  fetch?: typeof fetch;
}

/**
 * Where visitors meet a site's redirects: its staging host, then each custom domain the site was
 * published to (one never published serves nothing). The scheme is the API's (https, or http on
 * this machine).
 */
export async function publishedOrigins(
  client: ApiClient,
  siteId: string,
  endpoints: Endpoints,
): Promise<string[]> {
  const { shortName, customDomains } = await getSiteDomains(client, siteId);
  if (!shortName) throw new Error(t('redir_no_short_name'));
  const scheme = new URL(endpoints.apiBase).protocol;
  const custom = customDomains
    .filter((d) => d.lastPublished && d.url.trim())
    .map((d) => `${scheme}//${d.url.trim().toLowerCase()}`);
  return [...new Set([`${scheme}//${shortName}${endpoints.stagingSuffix}`, ...custom])];
}

/** Builds the handlers. */
export function createRedirectHandlers(deps: RedirectHandlerDeps): RedirectHandlers {
  const hasHostAccess =
    deps.hasHostAccess ?? ((origins: string[]) => browser.permissions.contains({ origins }));
  return {
    async redirectPlan({ siteId, pageId }) {
      const moves = await readSlugMoves(siteId, pageId);
      return (await planRedirects(await deps.clientFor(siteId), siteId, moves)).plan;
    },
    async applyRedirectPlan({ siteId, pageId }) {
      const moves = await readSlugMoves(siteId, pageId);
      const done = await applyRedirects(await deps.clientFor(siteId), siteId, moves);
      if (done.plan.mode === 'api' && done.results.every((r) => r.ok)) {
        await clearSlugMoves(siteId, pageId);
      }
      return done;
    },
    async verifyRedirects({ siteId, rules }) {
      const client = await deps.clientFor(siteId);
      const origins = await publishedOrigins(client, siteId, await deps.getEndpoints());
      const patterns = [...new Set(origins.map(hostPatternOf))];
      const missing: string[] = [];
      for (const pattern of patterns) {
        if (!(await hasHostAccess([pattern]).catch(() => false))) missing.push(pattern);
      }
      if (missing.length > 0) return { origins, needsAccess: missing, checks: [] };
      const checks: HostRedirectCheck[] = [];
      for (const origin of origins) {
        const host = new URL(origin).host;
        for (const rule of rules) {
          checks.push({ ...(await checkRedirect(origin, rule, deps.fetch)), host });
        }
      }
      return { origins, needsAccess: [], checks };
    },
    async redirectCsv({ siteId, pageId, existingCsv }) {
      const moves = await readSlugMoves(siteId, pageId);
      const merged = mergedRedirectCsv(existingCsv, movesAsRules(moves));
      return { csv: merged.csv, rows: merged.rules.length, existing: merged.existing };
    },
    async dismissSlugMoves({ siteId, pageId }) {
      await clearSlugMoves(siteId, pageId);
      return {};
    },
    async recordSlugMoves({ siteId, moves }) {
      const at = Date.now();
      await addSlugMoves(
        siteId,
        moves.filter((m) => m.fromPath !== m.toPath).map((m) => ({ ...m, at })),
      );
      return {};
    },
  };
}
