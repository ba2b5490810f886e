/**
 * The whole-site audit as protocol messages. `site.auditSite` starts an audit (or joins the one in
 * flight for that site) and answers at once with its progress; pages follow it with
 * `site.getSiteAuditProgress` and read the result, cached in `storage.local`, with `site.getSiteAudit`.
 * `site.cellMarkup` reads one cell's markup for a `.jsonld` download. The audit lists the site's
 * collection items too (stored beside it, read with `site.getSiteItems`) unless the credential lacks
 * `cms:read`, which the stored items then say.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import type { DraftSummary } from '../../core/drafts/draft-types';
import { readPageSchema } from '../schema/background';
import { type LocaleSchema } from '../schema';
import { siteAuditItem } from './audit-store';
import { setParsedValues } from '../../core/storage/parsed-item';
import { t } from '../../core/i18n/t';
import { ApiError } from '../../core/api/api-error';
import {
  fromStoredItems,
  listSiteItems,
  siteItemsItem,
  toStoredItems,
  type ItemsAccess,
  type SiteCollection,
  type SiteItems,
} from '../collections';
import type { AuditProgress, SiteAudit } from './audit-types';
import { countFindings } from './check-counts';
import { runSiteAudit, type CheckCounts } from './run-audit';
import { loadChecker } from '../../jsonld';

const siteRef = z.object({ siteId: id }).strict();

/** Every site-audit message: `request` is what a page sends, `response` what the background answers. */
export const siteMessages = {
  getSiteAudit: { request: siteRef, response: out<SiteAudit | null>() },
  auditSite: { request: siteRef, response: out<AuditProgress>() },
  getSiteAuditProgress: { request: siteRef, response: out<AuditProgress | null>() },
  getSiteItems: { request: siteRef, response: out<SiteItems | null>() },
  cellMarkup: {
    request: z.object({ siteId: id, pageId: id, localeId: id.nullable() }).strict(),
    response: out<LocaleSchema>(),
  },
} as const;

/** What the site handlers need from the background. */
export interface SiteHandlerDeps {
  clientFor(siteId: string): Promise<ApiClient | undefined>;
  listDrafts(siteId: string): Promise<DraftSummary[]>;
  /** Which credential a site's requests use, to say how to get collection access; default a key. */
  credentialKind?(siteId: string): Promise<'site-key' | 'oauth' | undefined>;
  /** Builds the checker (loads the vocabulary once); default: `checkJsonLd` with the vocabulary. */
  loadCheck?(): Promise<(value: unknown) => CheckCounts>;
  now?(): number;
}

type Messages = typeof siteMessages;

/** The background's handlers of `siteMessages`. */
export type SiteHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** The checker of the site audit: `checkJsonLd` with the schema.org vocabulary. */
export async function loadJsonLdCheck(): Promise<(value: unknown) => CheckCounts> {
  const { checkJsonLd, loadVocabulary } = await loadChecker();
  const vocabulary = await loadVocabulary();
  return (value) => countFindings(checkJsonLd(value, { vocabulary }).diagnostics);
}

/** Builds the handlers; one audit per site runs at a time. */
export function createSiteHandlers(deps: SiteHandlerDeps): SiteHandlers {
  const progress = new Map<string, AuditProgress>();
  const running = new Map<string, Promise<void>>();
  let check: Promise<(value: unknown) => CheckCounts> | undefined;
  const clientFor = async (siteId: string) => {
    const client = await deps.clientFor(siteId);
    if (!client) throw new Error(t('site_not_signed_in'));
    return client;
  };
  const now = () => (deps.now ?? Date.now)();
  // Synchronous up to `running.set`, so a second request in the same tick joins this run.
  const start = (siteId: string) => {
    const startedAt = now();
    progress.set(siteId, { siteId, phase: 'listing', done: 0, total: 0, startedAt });
    const run = (async () => {
      try {
        const client = await clientFor(siteId);
        check ??= (deps.loadCheck ?? loadJsonLdCheck)();
        let collections: SiteCollection[] = [];
        let access: ItemsAccess = 'ok';
        const audit = await runSiteAudit(client, siteId, {
          check: await check,
          drafts: deps.listDrafts,
          // "done" only once the result is stored, so a page that sees it can read it.
          onProgress: (p) => p.phase !== 'done' && progress.set(siteId, p),
          now: deps.now,
          async items(counted, listing) {
            try {
              collections = await listSiteItems(counted, listing);
            } catch (error) {
              // Without `cms:read` the grid shows pages as before and says why items are missing.
              if (!(error instanceof ApiError) || error.kind !== 'missing-scope') throw error;
              const kind = await deps.credentialKind?.(siteId);
              access = kind === 'oauth' ? 'no-access-account' : 'no-access-key';
            }
          },
        });
        const items = { siteId, checkedAt: audit.checkedAt, access, collections };
        await setParsedValues([
          { item: siteAuditItem(siteId), value: audit },
          { item: siteItemsItem(siteId), value: toStoredItems(items) },
        ]);
        const total = audit.cells.length;
        progress.set(siteId, { siteId, phase: 'done', done: total, total, startedAt });
      } catch (error) {
        const last = progress.get(siteId);
        progress.set(siteId, {
          siteId,
          phase: 'failed',
          done: last?.done ?? 0,
          total: last?.total ?? 0,
          startedAt,
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        running.delete(siteId);
      }
    })();
    running.set(siteId, run);
  };
  return {
    getSiteAudit: ({ siteId }) => siteAuditItem(siteId).getValue(),
    async auditSite({ siteId }) {
      if (!running.has(siteId)) start(siteId);
      return progress.get(siteId)!;
    },
    getSiteAuditProgress: async ({ siteId }) => progress.get(siteId) ?? null,
    async getSiteItems({ siteId }) {
      const stored = await siteItemsItem(siteId).getValue();
      return stored ? fromStoredItems(stored) : null;
    },
    async cellMarkup({ siteId, pageId, localeId }) {
      const [shown] = await readPageSchema(await clientFor(siteId), siteId, pageId, [localeId]);
      return shown!;
    },
  };
}
