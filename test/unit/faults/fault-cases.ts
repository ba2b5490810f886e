/**
 * The fault matrix: one case per fault the hardening requirements list, each with the emulator's
 * fault script, what the product does under it, and the outcome it must end in (the `ApiError` kind
 * and the exact editor-facing message, how many requests reached the service, what was stored).
 * Exported so the count in the README can be taken from here.
 */
import { formatClock, ApiError } from '@/lib/core/api/api-error';
import { getPage, updatePage } from '@/lib/core/api/pages';
import { getSite } from '@/lib/core/api/sites';
import { addCredential } from '@/lib/core/auth/credentials';
import type { DraftKey } from '@/lib/core/drafts/draft-types';
import type { SaveResult } from '@/lib/core/drafts/save-draft';
import { FAST_QUEUE, type FaultContext, type JournalEntry } from './fault-context';

/** A fault script as `POST /__emulator/faults` takes it. */
export interface FaultScript {
  method: string;
  path: string;
  times?: number | 'always';
  after?: number;
  action: Record<string, unknown> & { kind: string };
}

/** One row of the matrix. */
export interface FaultCase {
  name: string;
  /** The editor-visible outcome, in words (for the README and the test name). */
  outcome: string;
  faults(ctx: FaultContext): FaultScript[];
  /** Runs the product against the faults; answers what is compared with `expected`. */
  run(ctx: FaultContext): Promise<Record<string, unknown>>;
  expected(ctx: FaultContext): Record<string, unknown>;
}

/** What a rejected call settles to, for comparison. */
export async function settle(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      kind: error.kind,
      message: error.message,
      ambiguous: error.ambiguous,
      ...(error.resumesAt === undefined ? {} : { resumesAt: error.resumesAt }),
    };
  }
}

const statuses = (entries: JournalEntry[], path: string) =>
  entries.filter((e) => e.path === path).map((e) => e.status);

const sitePath = (ctx: FaultContext) => `/v2/sites/${ctx.site.id}`;
const pagePath = (ctx: FaultContext, page: string) => `/v2/pages/${ctx.site.pages[page]!}`;
const markupPath = (ctx: FaultContext, page: string) =>
  `/beta/pages/${ctx.site.pages[page]!}/schema-markup`;
const schemaKey = (ctx: FaultContext, page: string): DraftKey => ({
  siteId: ctx.site.id,
  pageId: ctx.site.pages[page]!,
  localeId: null,
  kind: 'schema',
});

const markup = (name: string) =>
  JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebPage', name });

const saveSummary = async (ctx: FaultContext, key: DraftKey, result: SaveResult) => ({
  status: result.status,
  draftKept: (await ctx.drafts.get(key)) !== null,
  stored: (await ctx.remote.read(key)).value,
});

const UNAUTHORIZED = 'Your sign-in has expired or was revoked — sign in again';
const AMBIGUOUS =
  ' — the change may or may not have been saved; reload to check before trying again';

/** Every case of the matrix. */
export const FAULT_CASES: FaultCase[] = [
  {
    name: '429 burst with Retry-After',
    outcome: 'pauses for the time the service asked, then the read succeeds; no extra requests',
    faults: (ctx) => [
      {
        method: 'GET',
        path: sitePath(ctx),
        times: 2,
        action: { kind: 'status', status: 429, headers: { 'Retry-After': '1' } },
      },
    ],
    async run(ctx) {
      const started = Date.now();
      const result = await settle(getSite(ctx.client, ctx.site.id));
      return {
        ...result,
        waitedForRetryAfter: Date.now() - started >= 1900,
        statuses: statuses(await ctx.journal('GET'), sitePath(ctx)),
      };
    },
    expected: () => ({ ok: true, waitedForRetryAfter: true, statuses: [429, 429, 200] }),
  },
  {
    name: '429 burst without Retry-After, longer than the retries',
    outcome:
      'fails with "Rate limited — resumes at hh:mm" after 1 + 2 tries, paused by the default',
    faults: (ctx) => [
      {
        method: 'GET',
        path: sitePath(ctx),
        times: 'always',
        action: { kind: 'status', status: 429 },
      },
    ],
    async run(ctx) {
      const result = await settle(getSite(ctx.client, ctx.site.id));
      const resumesAt = Number(result.resumesAt);
      return {
        ...result,
        message: result.message === `Rate limited — resumes at ${formatClock(resumesAt)}`,
        pauseIsTheDefault: resumesAt - Date.now() <= FAST_QUEUE.defaultPauseMs! + 50,
        resumesAt: undefined,
        statuses: statuses(await ctx.journal('GET'), sitePath(ctx)),
      };
    },
    expected: () => ({
      ok: false,
      kind: 'rate-limited',
      message: true,
      pauseIsTheDefault: true,
      statuses: [429, 429, 429],
    }),
  },
  {
    name: '500 once on a read',
    outcome: 'the read is retried once after a back-off and succeeds',
    faults: (ctx) => [
      { method: 'GET', path: sitePath(ctx), action: { kind: 'status', status: 500 } },
    ],
    run: async (ctx) => ({
      ...(await settle(getSite(ctx.client, ctx.site.id))),
      statuses: statuses(await ctx.journal('GET'), sitePath(ctx)),
    }),
    expected: () => ({ ok: true, statuses: [500, 200] }),
  },
  {
    name: '503 that lasts, on a read',
    outcome: 'three tries, then "The service had a problem (HTTP 503) — try again shortly"',
    faults: (ctx) => [
      {
        method: 'GET',
        path: sitePath(ctx),
        times: 'always',
        action: { kind: 'status', status: 503 },
      },
    ],
    run: async (ctx) => ({
      ...(await settle(getSite(ctx.client, ctx.site.id))),
      statuses: statuses(await ctx.journal('GET'), sitePath(ctx)),
    }),
    expected: () => ({
      ok: false,
      kind: 'server',
      message: 'The service had a problem (HTTP 503) — try again shortly',
      ambiguous: false,
      statuses: [503, 503, 503],
    }),
  },
  {
    name: '503 on a write that is not idempotent',
    outcome: 'not re-sent; the message says the change may or may not have been saved',
    faults: (ctx) => [
      { method: 'PUT', path: pagePath(ctx, 'contact'), action: { kind: 'status', status: 503 } },
    ],
    run: async (ctx) => ({
      ...(await settle(updatePage(ctx.client, ctx.site.pages.contact!, { title: 'Write to us' }))),
      statuses: statuses(await ctx.journal('PUT'), pagePath(ctx, 'contact')),
    }),
    expected: () => ({
      ok: false,
      kind: 'server',
      message: `The service had a problem (HTTP 503) — try again shortly${AMBIGUOUS}`,
      ambiguous: true,
      statuses: [503],
    }),
  },
  {
    name: 'hang longer than 30 s',
    outcome:
      'each try is cut off by the client timeout (25 s in the product, under the 30 s limit); three tries, then "The service did not answer in time"',
    faults: (ctx) => [
      { method: 'GET', path: sitePath(ctx), times: 'always', action: { kind: 'hang' } },
    ],
    async run(ctx) {
      const result = await settle(getSite(ctx.client, ctx.site.id));
      const { faults } = (await ctx.emu.control<{ faults: { fired: number }[] }>('/faults')).body;
      return { ...result, tries: faults[0]?.fired };
    },
    expected: () => ({
      ok: false,
      kind: 'timeout',
      message: 'The service did not answer in time',
      tries: 3,
    }),
  },
  {
    name: 'malformed JSON',
    outcome: 'not retried; "The service sent an unexpected response: the body is not JSON"',
    faults: (ctx) => [{ method: 'GET', path: sitePath(ctx), action: { kind: 'malformed-json' } }],
    run: async (ctx) => ({
      ...(await settle(getSite(ctx.client, ctx.site.id))),
      statuses: statuses(await ctx.journal('GET'), sitePath(ctx)),
    }),
    expected: () => ({
      ok: false,
      kind: 'unexpected-response',
      message: 'The service sent an unexpected response: the body is not JSON',
      statuses: [200],
    }),
  },
  {
    name: 'connection dropped after an idempotent write applied (schema markup)',
    outcome:
      'the full-state PUT is re-sent once with the same body; the save ends "saved", the draft is cleared, the service holds it',
    faults: (ctx) => [
      { method: 'PUT', path: markupPath(ctx, 'home'), action: { kind: 'drop-after-write' } },
    ],
    async run(ctx) {
      const key = schemaKey(ctx, 'home');
      const result = await ctx.saveEdit(key, markup('Dropped once'));
      const puts = (await ctx.journal('PUT')).filter((e) => e.path === markupPath(ctx, 'home'));
      return { ...(await saveSummary(ctx, key, result)), applied: puts.map((e) => e.applied) };
    },
    expected: () => ({
      status: 'saved',
      draftKept: false,
      stored: JSON.parse(markup('Dropped once')),
      applied: [true, true],
    }),
  },
  {
    name: 'connection dropped after a non-idempotent write applied (page metadata)',
    outcome: 'not re-sent: the save re-reads, sees its value stored, ends "saved" with one write',
    faults: (ctx) => [
      { method: 'PUT', path: pagePath(ctx, 'pricing'), action: { kind: 'drop-after-write' } },
    ],
    async run(ctx) {
      const key: DraftKey = { ...schemaKey(ctx, 'pricing'), kind: 'metadata' };
      const result = await ctx.saveEdit(key, { title: 'Plans and prices' });
      const page = await getPage(ctx.client, ctx.site.pages.pricing!);
      return {
        status: result.status,
        draftKept: (await ctx.drafts.get(key)) !== null,
        title: page.title,
        applied: (await ctx.journal('PUT'))
          .filter((e) => e.path === pagePath(ctx, 'pricing'))
          .map((e) => e.applied),
      };
    },
    expected: () => ({
      status: 'saved',
      draftKept: false,
      title: 'Plans and prices',
      applied: [true],
    }),
  },
  {
    name: '401 mid-session',
    outcome: 'the credential\'s queue halts (the pages show "sign in again"); nothing more is sent',
    faults: (ctx) => [
      {
        method: 'GET',
        path: pagePath(ctx, 'about'),
        times: 'always',
        action: { kind: 'status', status: 401 },
      },
    ],
    async run(ctx) {
      const client = (await ctx.registry.forSite(ctx.site.id))!;
      const before = await settle(getSite(client, ctx.site.id));
      const failed = await settle(getPage(client, ctx.site.pages.about!));
      const after = await settle(getSite(client, ctx.site.id));
      const [rate] = await ctx.registry.rates();
      return {
        before: before.ok,
        failed,
        after: after.kind,
        halted: rate?.halted,
        sent: (await ctx.journal('GET')).length,
      };
    },
    expected: () => ({
      before: true,
      failed: { ok: false, kind: 'unauthorized', message: UNAUTHORIZED, ambiguous: false },
      after: 'unauthorized',
      halted: 'unauthorized',
      sent: 2,
    }),
  },
  {
    name: 'revoked token',
    outcome: 'the next call is refused once; the queue halts and asks to sign in again',
    faults: () => [],
    async run(ctx) {
      const token = (
        await ctx.emu.control<{ accessToken: string }>('/tokens', { method: 'POST', body: {} })
      ).body.accessToken;
      const credential = await addCredential({
        ...ctx.credential,
        kind: 'oauth',
        secret: token,
      });
      const client = ctx.registry.forCredential(credential);
      const before = await settle(getSite(client, ctx.site.id));
      await ctx.emu.control('/credentials/revoke', { method: 'POST', body: { token } });
      const failed = await settle(getSite(client, ctx.site.id));
      const after = await settle(getPage(client, ctx.site.pages.about!));
      const rate = (await ctx.registry.rates()).find((r) => r.accountId === credential.id);
      return {
        before: before.ok,
        failed,
        after: after.kind,
        halted: rate?.halted,
        statuses: (await ctx.journal('GET')).map((e) => e.status),
      };
    },
    expected: () => ({
      before: true,
      failed: { ok: false, kind: 'unauthorized', message: UNAUTHORIZED, ambiguous: false },
      after: 'unauthorized',
      halted: 'unauthorized',
      statuses: [200, 401],
    }),
  },
  {
    name: 'lastUpdated changed by someone else, content unchanged',
    outcome: 'values are compared, not stamps: the save goes through once',
    faults: (ctx) => [
      {
        method: 'GET',
        path: markupPath(ctx, 'about'),
        after: 1,
        action: { kind: 'bump-last-updated' },
      },
    ],
    async run(ctx) {
      const key = schemaKey(ctx, 'about');
      const result = await ctx.saveEdit(key, markup('About, edited'));
      return {
        ...(await saveSummary(ctx, key, result)),
        puts: (await ctx.journal('PUT')).length,
      };
    },
    expected: () => ({
      status: 'saved',
      draftKept: false,
      stored: JSON.parse(markup('About, edited')),
      puts: 1,
    }),
  },
  {
    name: 'lastUpdated changed by someone else, with their own edit',
    outcome: 'the save shows a conflict (theirs vs mine), sends nothing and keeps the draft',
    faults: (ctx) => [
      {
        method: 'GET',
        path: markupPath(ctx, 'press'),
        after: 1,
        action: { kind: 'bump-last-updated', edit: { jsonLdSchema: JSON.parse(markup('Theirs')) } },
      },
    ],
    async run(ctx) {
      const key = schemaKey(ctx, 'press');
      const result = await ctx.saveEdit(key, markup('Mine'));
      return {
        ...(await saveSummary(ctx, key, result)),
        theirs: result.status === 'conflict' ? result.theirs : undefined,
        puts: (await ctx.journal('PUT')).length,
      };
    },
    expected: () => ({
      status: 'conflict',
      draftKept: true,
      stored: JSON.parse(markup('Theirs')),
      theirs: JSON.parse(markup('Theirs')),
      puts: 0,
    }),
  },
];
