/**
 * The nodes of a JSON-LD document, however it holds them: a `@graph`, or one top-level node.
 * @module
 */
import { isObject, type JsonObject } from '../../../jsonld';

const CONTEXT = 'https://schema.org';

/** The top-level nodes: the `@graph`'s objects, or the document itself when it is one node. */
export function graphOf(doc: JsonObject): JsonObject[] {
  const graph = doc['@graph'];
  if (Array.isArray(graph)) return graph.filter(isObject);
  return Object.keys(doc).some((k) => k !== '@context') ? [doc] : [];
}

/** A node's types without the schema.org prefix. */
export function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(https?:\/\/schema\.org\/|schema:)/, ''));
}

/**
 * `doc` with `nodes` appended: into its `@graph`, or a single node and the new ones turned into a
 * `@graph`, or a new document when there is none.
 */
export function withNodes(doc: JsonObject | null, nodes: JsonObject[]): JsonObject {
  if (!doc) {
    if (nodes.length === 1) return { '@context': CONTEXT, ...nodes[0] };
    return { '@context': CONTEXT, '@graph': nodes };
  }
  const graph = doc['@graph'];
  if (Array.isArray(graph)) return { ...doc, '@graph': [...graph, ...nodes] };
  const { '@context': context = CONTEXT, ...single } = doc;
  const existing = Object.keys(single).length > 0 ? [single] : [];
  return { '@context': context, '@graph': [...existing, ...nodes] };
}
