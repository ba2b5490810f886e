/**
 * Gives an inheriting secondary cell its own copy of the primary's markup.
 * @module
 */
import { fromPrimary } from '../../schema';
import type { ChangeResult, SchemaCellState, SchemaPayload } from '../change-types';
import { bulkText as m } from '../messages';

/** The locale version of the primary's markup for an inheriting cell, or why not. */
export function createLocaleVersion(
  current: SchemaCellState,
  siteId: string,
): ChangeResult<SchemaPayload> {
  if (current.locale.primary || current.cell.localeId === null) return { skip: m.skipPrimary };
  if (current.state === 'own' || current.state === 'raw') return { skip: m.skipOwn };
  if (current.state === 'none' || !current.value) return { skip: m.skipPrimaryEmpty };
  const tag = current.locale.tag;
  if (!tag) return { skip: m.skipNoTag };
  const after = fromPrimary(current.value, tag) as Record<string, unknown>;
  return {
    payload: { siteId, ...current.cell, jsonLdSchema: after },
    before: current.value,
    after,
    summary: m.summaryLocaleVersion(tag),
  };
}
