/**
 * Writes bulk schema entries, 25 per request, and tells whether an entry's write applied by reading
 * the markup back (one bulk query for up to 100 entries in doubt).
 * @module
 */
import { bulkPutSchemaMarkup, querySchemaMarkup } from '../../core/api/schema-markup';
import type { EntryWithPayload, JobExecutor, SendOutcome } from '../../core/jobs/executor';
import { jsonEqual } from '../page-compare';
import { QUERY_LIMIT, toQueryRef } from '../site';
import { groupBy, requireClient, schemaPayloadSchema, type ClientFor } from './payloads';
import { bulkText } from './messages';

/** Entries per bulk schema write (the service's bound). */
export const SCHEMA_BATCH = 25;
/** Sent once: after a lost answer the runner verifies instead of the client re-sending. */
const WRITE = { idempotent: false, priority: 'background' } as const;

type Parsed = { id: string; p: ReturnType<typeof schemaPayloadSchema.parse> };

/** The executor of `bulk-schema` jobs. */
export function createBulkSchemaExecutor(clientFor: ClientFor): JobExecutor<unknown> {
  const verifyMany = async (entries: EntryWithPayload[]) => {
    const parsed = entries.map((e) => ({ id: e.id, p: schemaPayloadSchema.parse(e.payload) }));
    const verdicts: Record<string, 'applied' | 'not-applied'> = {};
    for (const group of groupBy(parsed, (e) => e.p.siteId)) {
      const client = await requireClient(clientFor, group[0]!.p.siteId);
      for (let i = 0; i < group.length; i += QUERY_LIMIT) {
        const chunk = group.slice(i, i + QUERY_LIMIT);
        const answers = await querySchemaMarkup(
          client,
          chunk[0]!.p.siteId,
          chunk.map((e) => toQueryRef(e.p)),
        );
        chunk.forEach((e, j) => {
          const answer = answers[j];
          if (!answer) return;
          const applied = !answer.isInherited && jsonEqual(answer.jsonLdSchema, e.p.jsonLdSchema);
          verdicts[e.id] = applied ? 'applied' : 'not-applied';
        });
      }
    }
    return verdicts;
  };
  return {
    send: async (entries) => {
      const parsed: Parsed[] = entries.map((e) => ({
        id: e.id,
        p: schemaPayloadSchema.parse(e.payload),
      }));
      const outcomes: Record<string, SendOutcome> = {};
      for (const group of groupBy(parsed, (e) => e.p.siteId)) {
        const siteId = group[0]!.p.siteId;
        const client = await requireClient(clientFor, siteId);
        const answers = await bulkPutSchemaMarkup(
          client,
          siteId,
          group.map((e) => ({ ...toQueryRef(e.p), jsonLdSchema: e.p.jsonLdSchema })),
          WRITE,
        );
        group.forEach((e, i) => {
          const answer = answers[i];
          if (answer && jsonEqual(answer.jsonLdSchema, e.p.jsonLdSchema))
            outcomes[e.id] = { ok: true };
        });
      }
      return outcomes;
    },
    verify: async (entry) => {
      const verdict = (await verifyMany([entry]))[entry.id];
      if (!verdict) throw new Error(bulkText.noAnswerForPage);
      return verdict;
    },
    verifyMany,
  };
}
