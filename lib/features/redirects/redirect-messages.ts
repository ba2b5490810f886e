/**
 * The redirect plan as protocol messages: read the plan of the recorded moves, carry it out on
 * an Enterprise site, check redirects on the live site, build the dashboard's file on other
 * plans, and forget moves. Spread `redirectMessages` into the protocol map and
 * `createRedirectHandlers(...)` into the handlers.
 * @module
 */
import { browser } from 'wxt/browser';
import { z } from 'zod';
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
import { clearSlugMoves, readSlugMoves } from './slug-moves';

const id = z.string().min(1).max(64);
const out = <T>() => z.custom<T>(() => true);
const scope = z.object({ siteId: id, pageId: id.optional() }).strict();
// A site path only: `//host/…` would resolve to another origin.
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/);

/** The live-site check of some redirects. */
export interface RedirectVerification {
  /** The origin checked (the site's staging host). */
  origin: string;
  /** Host patterns the extension must be granted first; the checks are empty then. */
  needsAccess: string[];
  checks: RedirectCheck[];
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
  /** Checks each redirect on the site's staging host as one hop to its target. */
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

/** The origin of a site's staging host; its scheme is the API's (https, or http on this machine). */
export async function stagingOrigin(
  client: ApiClient,
  siteId: string,
  endpoints: Endpoints,
): Promise<string> {
  const { shortName } = await getSiteDomains(client, siteId);
  if (!shortName) throw new Error(t('redir_no_short_name'));
  return `${new URL(endpoints.apiBase).protocol}//${shortName}${endpoints.stagingSuffix}`;
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
      const origin = await stagingOrigin(client, siteId, await deps.getEndpoints());
      const pattern = hostPatternOf(origin);
      if (!(await hasHostAccess([pattern]).catch(() => false))) {
        return { origin, needsAccess: [pattern], checks: [] };
      }
      const checks: RedirectCheck[] = [];
      for (const rule of rules) checks.push(await checkRedirect(origin, rule, deps.fetch));
      return { origin, needsAccess: [], checks };
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
  };
}
