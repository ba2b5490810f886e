import { isObject, isSchemaOrgContextUrl, keyword, keywordKey } from '../source/walk';
import type { Walk } from '../source/walk';
import { t } from '../text/text';
import type { Issue } from '../types';

const SCHEMA_ORG = 'https://schema.org';

function isSchemaOrgContext(context: unknown): boolean {
  if (typeof context === 'string') return isSchemaOrgContextUrl(context);
  if (Array.isArray(context)) return context.some(isSchemaOrgContext);
  if (isObject(context)) {
    return Object.values(context).some((v) => typeof v === 'string' && isSchemaOrgContextUrl(v));
  }
  return false;
}

/** Checks the JSON-LD structure: top level, `@context`, `@graph`, `@type` and `@id` references. */
export function checkStructure(document: unknown, w: Walk, issues: Issue[]): void {
  if (!isObject(document) && !Array.isArray(document)) {
    issues.push({
      severity: 'error',
      rule: 'structure/top-level',
      message: t('jsonld_top_level'),
      at: [],
    });
    return;
  }
  if (Array.isArray(document)) {
    issues.push({
      severity: 'warning',
      rule: 'structure/top-level-array',
      message: t('jsonld_top_level_array'),
      at: [],
    });
  }
  for (const c of w.containers) {
    if (!('@context' in c.value)) {
      issues.push({
        severity: 'error',
        rule: 'structure/context-missing',
        message: t('jsonld_context_missing'),
        at: c.at,
        target: 'node',
        firstMember: {
          title: t('jsonld_fix_add_context'),
          text: `"@context": ${JSON.stringify(SCHEMA_ORG)}`,
        },
      });
    } else if (!isSchemaOrgContext(c.value['@context'])) {
      issues.push({
        severity: 'error',
        rule: 'structure/context',
        message: t('jsonld_context_wrong'),
        at: [...c.at, '@context'],
        replacement: { title: t('jsonld_fix_use', SCHEMA_ORG), text: JSON.stringify(SCHEMA_ORG) },
      });
    }
    if ('@graph' in c.value && !Array.isArray(c.value['@graph']) && !isObject(c.value['@graph'])) {
      issues.push({
        severity: 'error',
        rule: 'structure/graph',
        message: t('jsonld_graph_not_list'),
        at: [...c.at, '@graph'],
      });
    }
  }
  for (const node of w.nodes) {
    const type = keyword(node.value, '@type');
    if (type === undefined) {
      issues.push({
        severity: node.root ? 'error' : 'warning',
        rule: 'structure/type-missing',
        message: node.root
          ? t('jsonld_type_missing_root')
          : t('jsonld_type_missing_value', node.via ?? ''),
        at: node.at,
        target: 'node',
      });
    } else if (
      Array.isArray(type)
        ? type.length === 0 || type.some((x) => typeof x !== 'string')
        : typeof type !== 'string'
    ) {
      issues.push({
        severity: 'error',
        rule: 'structure/type-invalid',
        message: t('jsonld_type_invalid'),
        at: [...node.at, keywordKey(node.value, '@type')!],
      });
    }
    const id = keyword(node.value, '@id');
    if (id !== undefined && typeof id !== 'string') {
      issues.push({
        severity: 'error',
        rule: 'structure/id-invalid',
        message: t('jsonld_id_invalid'),
        at: [...node.at, keywordKey(node.value, '@id')!],
      });
    }
  }
  for (const ref of w.references) {
    if (typeof ref.id !== 'string') {
      issues.push({
        severity: 'error',
        rule: 'structure/id-invalid',
        message: t('jsonld_id_invalid'),
        at: ref.at,
      });
    } else if (!w.defined.has(ref.id)) {
      const blank = ref.id.startsWith('_:');
      issues.push({
        severity: blank ? 'error' : 'warning',
        rule: 'structure/id-unresolved',
        message: blank
          ? t('jsonld_id_unresolved_blank', ref.id)
          : t('jsonld_id_unresolved', ref.id),
        at: ref.at,
      });
    }
  }
}
