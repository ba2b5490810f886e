import { isObject, isSchemaOrgContextUrl, keyword, keywordKey, rawTypes } from './walk';
import type { Walk } from './walk';
import type { Issue } from './types';

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
      message: 'The markup must be a JSON object ({ … }).',
      at: [],
    });
    return;
  }
  if (Array.isArray(document)) {
    issues.push({
      severity: 'warning',
      rule: 'structure/top-level-array',
      message:
        'The service stores one JSON object: put these items in { "@context": "https://schema.org", "@graph": [ … ] }.',
      at: [],
    });
  }
  for (const c of w.containers) {
    if (!('@context' in c.value)) {
      issues.push({
        severity: 'error',
        rule: 'structure/context-missing',
        message:
          'Add "@context": "https://schema.org" so search engines read these terms as schema.org.',
        at: c.at,
        target: 'node',
      });
    } else if (!isSchemaOrgContext(c.value['@context'])) {
      issues.push({
        severity: 'error',
        rule: 'structure/context',
        message: 'The @context should be "https://schema.org" (http works too).',
        at: [...c.at, '@context'],
        replacement: { title: 'Use "https://schema.org"', text: '"https://schema.org"' },
      });
    }
    if ('@graph' in c.value && !Array.isArray(c.value['@graph']) && !isObject(c.value['@graph'])) {
      issues.push({
        severity: 'error',
        rule: 'structure/graph',
        message: '@graph must be a list of nodes: "@graph": [ { … }, { … } ].',
        at: [...c.at, '@graph'],
      });
    }
  }
  for (const node of w.nodes) {
    const t = keyword(node.value, '@type');
    if (t === undefined) {
      issues.push({
        severity: node.root ? 'error' : 'warning',
        rule: 'structure/type-missing',
        message: node.root
          ? 'This item has no @type: say what it is, e.g. "@type": "Organization".'
          : `The value of "${node.via}" has no @type; search engines may not understand it.`,
        at: node.at,
        target: 'node',
      });
    } else if (
      rawTypes(node.value).length === 0 ||
      (Array.isArray(t) && t.some((x) => typeof x !== 'string'))
    ) {
      issues.push({
        severity: 'error',
        rule: 'structure/type-invalid',
        message: '@type must be a type name such as "Product", or a list of them.',
        at: [...node.at, keywordKey(node.value, '@type')!],
      });
    }
    const id = keyword(node.value, '@id');
    if (id !== undefined && typeof id !== 'string') {
      issues.push({
        severity: 'error',
        rule: 'structure/id-invalid',
        message: '@id must be text: a URL or "#name".',
        at: [...node.at, keywordKey(node.value, '@id')!],
      });
    }
  }
  for (const ref of w.references) {
    if (typeof ref.id !== 'string') {
      issues.push({
        severity: 'error',
        rule: 'structure/id-invalid',
        message: '@id must be text: a URL or "#name".',
        at: ref.at,
      });
    } else if (!w.defined.has(ref.id)) {
      const blank = ref.id.startsWith('_:');
      issues.push({
        severity: blank ? 'error' : 'warning',
        rule: 'structure/id-unresolved',
        message: blank
          ? `Nothing in this markup has "@id": "${ref.id}", and a blank node id cannot point elsewhere.`
          : `Nothing in this markup has "@id": "${ref.id}"; search engines do not follow it to other pages.`,
        at: ref.at,
      });
    }
  }
}
