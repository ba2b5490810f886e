/**
 * Adds an Organization node to a cell's markup.
 * @module
 */
import { fromPrimary } from '../../schema';
import type { ChangeResult, SchemaCellState, SchemaPayload } from '../change-types';
import { bulkText as m } from '../messages';
import { graphOf, typesOf, withNodes } from './graph';

/** The organization to add. */
export interface OrganizationFields {
  name: string;
  url: string;
  logo?: string | undefined;
  includeInheriting?: boolean | undefined;
}

const sameOrganization = (node: Record<string, unknown>, org: OrganizationFields) =>
  typesOf(node).includes('Organization') && (node.name === org.name || node.url === org.url);

/** The cell's markup with an Organization node appended, or why not. */
export function addOrganization(
  current: SchemaCellState,
  org: OrganizationFields,
  siteId: string,
): ChangeResult<SchemaPayload> {
  if (current.state === 'raw') return { skip: m.skipRaw };
  if (current.state === 'inherited' && !org.includeInheriting) return { skip: m.skipInheriting };
  const base =
    current.state === 'inherited' && current.value
      ? (fromPrimary(current.value, current.locale.tag ?? '') as Record<string, unknown>)
      : current.value;
  if (base && graphOf(base).some((node) => sameOrganization(node, org)))
    return { skip: m.skipHasOrganization };
  const node: Record<string, unknown> = {
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    ...(org.logo ? { logo: org.logo } : {}),
  };
  const after = withNodes(base, [node]);
  return {
    payload: { siteId, ...current.cell, jsonLdSchema: after },
    before: current.state === 'inherited' ? null : current.value,
    after,
    summary: current.state === 'inherited' ? m.summaryOrganizationOwn : m.summaryOrganization,
  };
}
