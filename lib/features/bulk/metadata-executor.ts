/**
 * Writes bulk metadata entries, 100 per request, and verifies one by reading the page back.
 * @module
 */
import { bulkUpdatePages, getPage, type Page } from '../../core/api/pages';
import { recordingBulkMoves } from '../redirects/background';
import type { JobExecutor, SendOutcome } from '../../core/jobs/executor';
import { cellKey } from '../site';
import { groupBy, metadataPayloadSchema, requireClient, type ClientFor } from './payloads';

/** Entries per bulk metadata write (the service's bound). */
export const METADATA_BATCH = 100;

/**
 * Whether the service holds what the entry sent. A slug counts once answered: the service
 * silently keeps the old one where it cannot change (home page, templates, utility pages).
 */
function holds(page: Page, p: ReturnType<typeof metadataPayloadSchema.parse>): boolean {
  return p.seo === undefined || page.seo?.title === p.seo.title;
}

/** The executor of `bulk-metadata` jobs. */
export function createBulkMetadataExecutor(clientFor: ClientFor): JobExecutor<unknown> {
  return {
    send: async (entries) => {
      const parsed = entries.map((e) => ({ id: e.id, p: metadataPayloadSchema.parse(e.payload) }));
      const outcomes: Record<string, SendOutcome> = {};
      for (const group of groupBy(parsed, (e) => e.p.siteId)) {
        const client = await requireClient(clientFor, group[0]!.p.siteId);
        const moved = group.filter((e) => e.p.slug !== undefined).map((e) => e.p.pageId);
        const answers = await recordingBulkMoves(client, group[0]!.p.siteId, moved, () =>
          bulkUpdatePages(
            client,
            group.map(({ p }) => ({
              id: p.pageId,
              ...(p.localeId === null ? {} : { localeId: p.localeId }),
              ...(p.seo ? { seo: p.seo } : {}),
              ...(p.slug !== undefined ? { slug: p.slug } : {}),
            })),
            { priority: 'background' },
          ),
        );
        const primaryIds = new Set(
          group.filter((e) => e.p.localeId === null).map((e) => e.p.pageId),
        );
        const byKey = new Map(
          answers.map((page) => {
            // The primary's answer may carry the primary's id or none at all.
            const localeId =
              primaryIds.has(page.id) && !group.some((e) => e.p.localeId === page.localeId)
                ? null
                : page.localeId;
            return [cellKey({ pageId: page.id, localeId: localeId ?? null }), page];
          }),
        );
        for (const { id, p } of group) {
          const page = byKey.get(cellKey(p));
          if (page && holds(page, p)) outcomes[id] = { ok: true };
        }
      }
      return outcomes;
    },
    verify: async (entry) => {
      const p = metadataPayloadSchema.parse(entry.payload);
      const client = await requireClient(clientFor, p.siteId);
      const page = await getPage(client, p.pageId, p.localeId ?? undefined);
      return holds(page, p) ? 'applied' : 'not-applied';
    },
  };
}
