import type { HostIndex } from '@/lib/features/live-site/indexing/index-types';
import type { BulkPlan } from '@/lib/features/bulk/plan-types';
import type { LiveItems } from '@/lib/features/live-site/items/item-types';
import type {
  LanguageFixEntry,
  LiveCell,
  LiveProgress,
  LiveSiteResult,
} from '@/lib/features/live-site/live-types';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { SiteAudit } from '@/lib/features/site/audit-types';
import type { SiteItems } from '@/lib/features/collections/site-items-store';

/** A live cell of the small audit that matches, overridden by `patch`. */
export function liveCell(
  pageId: string,
  localeId: string | null,
  patch: Partial<LiveCell> = {},
): LiveCell {
  const path = `/${localeId ? `${localeId}/` : ''}${pageId}`;
  return {
    pageId,
    localeId,
    url: `https://demo.webflow.io${path}`,
    state: 'matches',
    extraBlocks: 0,
    language: [],
    ...patch,
  };
}

/** A check of the small audit's six cells: one differs, one unreachable, one French finding. */
export function liveResult(): LiveSiteResult {
  return {
    siteId: 'site1',
    origin: 'https://demo.webflow.io',
    checkedAt: '2026-01-02T14:02:00Z',
    publishedAt: '2026-01-02T13:58:00Z',
    cells: [
      liveCell('p1', null, { state: 'differs' }),
      liveCell('p1', 'fr', {
        language: [
          {
            rule: 'in-language',
            pageId: 'p1',
            localeId: 'fr',
            message: 'inLanguage is "en" on the French version',
            fix: 'set inLanguage to "fr"',
            fixable: true,
          },
        ],
      }),
      liveCell('p2', null, { extraBlocks: 1 }),
      liveCell('p2', 'fr'),
      liveCell('p3', null, { state: 'unreachable', reason: 'the page answered 404 Not Found' }),
      liveCell('p3', 'fr', { state: 'unpublished' }),
    ],
    counts: {
      matches: 3,
      differs: 1,
      unpublished: 1,
      missing: 0,
      unreachable: 1,
      'no-markup': 0,
      language: 1,
      extra: 1,
    },
  };
}

/** The fix plan of `liveResult`'s one finding. */
export const FIX: LanguageFixEntry = {
  change: { type: 'set-in-language' },
  cells: [{ pageId: 'p1', localeId: 'fr' }],
  rules: ['in-language'],
  findings: 1,
};

/** Options of the fake live background. */
export interface FakeLiveOptions {
  cached?: LiveSiteResult | null;
  audit?: SiteAudit | null;
  /** Polls before a started check is done. */
  steps?: number;
  /** What the first `live-site.checkLiveSite` answers as needing access. */
  needsAccess?: string[];
  plan?: BulkPlan;
  /** What `live-site.getLiveItems` answers once a check is done (and cached before). */
  items?: LiveItems[];
  /** What `site.getSiteItems` answers: the collections' items beside the audit. */
  siteItems?: SiteItems;
  /** Progress reads item pages: this many items, one per poll. */
  itemsTotal?: number;
  /** What `live-site.getLiveIndex` answers: the host's robots.txt, sitemap and findings. */
  index?: HostIndex | null;
}

/** A background for the grid and the live check; `sent` records every request with its data. */
export function fakeLive(options: FakeLiveOptions = {}) {
  const sent: { type: string; data: unknown }[] = [];
  const steps = options.steps ?? 2;
  let stored = options.cached ?? null;
  let needs = options.needsAccess;
  let polls = -1;
  let cancelled = false;
  const progress = (): LiveProgress => ({
    siteId: 'site1',
    phase: cancelled ? 'cancelled' : polls >= steps ? 'done' : 'reading',
    done: Math.min(polls, steps) * 3,
    total: steps * 3,
    startedAt: 0,
    ...(options.itemsTotal === undefined
      ? {}
      : { items: Math.min(polls, steps), itemsTotal: options.itemsTotal }),
  });
  const client = {
    request: async (type: string, data: unknown) => {
      sent.push({ type, data });
      switch (type) {
        case 'site.getSiteAudit':
          return options.audit ?? null;
        case 'site.getSiteAuditProgress':
          return null;
        case 'site.getSiteItems':
          return options.siteItems ?? null;
        case 'live-site.getLiveSite':
          return stored;
        case 'live-site.getLiveItems':
          return options.items ?? [];
        case 'live-site.getLiveIndex':
          return options.index ?? null;
        case 'live-site.getLiveSiteProgress':
          if (polls < 0) return null;
          polls++;
          if (polls >= steps) stored = liveResult();
          return progress();
        case 'live-site.checkLiveSite':
          if (needs) {
            const answer = { ...progress(), phase: 'failed' as const, needsAccess: needs };
            needs = undefined;
            return answer;
          }
          polls = 0;
          cancelled = false;
          return progress();
        case 'live-site.cancelLiveSite':
          cancelled = true;
          return progress();
        case 'publish.publishDestinations':
          return {
            siteId: 'site1',
            staging: { host: 'demo.webflow.io' },
            customDomains: [{ id: 'd1', host: 'www.demo.com', lastPublished: null }],
          };
        case 'account.getSettings':
          return { endpoints: { apiBase: 'https://api.webflow.com' } };
        case 'live-site.liveCellDiff':
          return {
            live: [{ name: 'Old' }],
            saved: { name: 'New' },
            lines: [
              { op: 'same', text: '{' },
              { op: 'add', text: '  "name": "Old"' },
              { op: 'remove', text: '  "name": "New"' },
              { op: 'same', text: '}' },
            ],
          };
        case 'live-site.languageFixPlan':
          return [FIX];
        case 'bulk.planBulkChange':
          return options.plan;
        case 'jobs.listJobs':
          return [];
        default:
          throw new Error(`unexpected ${type}`);
      }
    },
  } as unknown as MessagingClient;
  return { client, sent, types: () => sent.map((s) => s.type) };
}

/** A host-access stand-in: `held` patterns, and what `request` answers. */
export function fakeAccess(held: boolean, grants = true) {
  const asked: string[][] = [];
  return {
    asked,
    access: {
      contains: async () => held,
      request: (patterns: string[]) => {
        asked.push(patterns);
        return Promise.resolve(grants);
      },
    },
  };
}
