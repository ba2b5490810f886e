import type { Segment } from '../types';

/** A JSON object. */
export type JsonObject = Record<string, unknown>;

/** A node of the markup: an object that describes something (not a value or a bare reference). */
export interface GraphNode {
  value: JsonObject;
  at: Segment[];
  /** schema.org type names (prefix removed); types of other vocabularies are left out. */
  types: string[];
  /** Top-level object, array item or `@graph` member. */
  root: boolean;
  /** The property this node is the value of (absent for roots). */
  via?: string;
}

/** An object holding only `@id`: a pointer to a node defined elsewhere. */
export interface Reference {
  id: unknown;
  at: Segment[];
}

/** Everything the checks need from one walk over the markup. */
export interface Walk {
  nodes: GraphNode[];
  references: Reference[];
  /** `@id`s of nodes defined in the document. */
  defined: Set<string>;
  /** Objects that carry the document's `@context`: the top object, or each top-level array item. */
  containers: { value: JsonObject; at: Segment[] }[];
  /** Terms defined by `@context` objects (they are not schema.org terms). */
  contextTerms: Set<string>;
  /** Whether a `@context` names another vocabulary besides schema.org. */
  otherContext: boolean;
}

const SCHEMA_PREFIXES = ['schema:', 'https://schema.org/', 'http://schema.org/'];
/** Nesting beyond the service's limit is reported by the limit check; deeper than this is not walked. */
const MAX_WALK_DEPTH = 256;

/** The bare schema.org name of a type or property (`schema:name` → `name`); undefined for other vocabularies. */
export function schemaName(term: string): string | undefined {
  for (const prefix of SCHEMA_PREFIXES)
    if (term.startsWith(prefix)) return term.slice(prefix.length);
  return term.includes(':') || term.includes('/') ? undefined : term;
}

/** Whether `v` is a plain JSON object. */
export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The values of a property as a list (`@list`/`@set` objects opened, arrays flattened one level). */
export function valuesOf(value: unknown, at: Segment[]): { value: unknown; at: Segment[] }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => valuesOf(v, [...at, i]));
  if (isObject(value)) {
    if (Array.isArray(value['@list'])) return valuesOf(value['@list'], [...at, '@list']);
    if (Array.isArray(value['@set'])) return valuesOf(value['@set'], [...at, '@set']);
  }
  return [{ value, at }];
}

/**
 * The key holding an object's type or id: `@type`/`@id`, or the aliases `type`/`id` that
 * schema.org's own context defines.
 */
export function keywordKey(value: JsonObject, keyword: '@type' | '@id'): string | undefined {
  if (keyword in value) return keyword;
  const alias = keyword === '@type' ? 'type' : 'id';
  return alias in value ? alias : undefined;
}

/** Whether a key is a JSON-LD keyword or one of schema.org's aliases for them (`type`, `id`). */
export const isKeyword = (key: string): boolean =>
  key.startsWith('@') || key === 'type' || key === 'id';

/** The value of `@type` (or `type`), `@id` (or `id`). */
export function keyword(value: JsonObject, which: '@type' | '@id'): unknown {
  const key = keywordKey(value, which);
  return key === undefined ? undefined : value[key];
}

/** The `@type` of an object as a list of strings (non-strings dropped). */
export function rawTypes(value: JsonObject): string[] {
  const t = keyword(value, '@type');
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}

/**
 * schema.org type names of an object's `@type` (prefix removed), in order; types of other
 * vocabularies and non-strings are left out. One array, as this runs for every node.
 */
export function schemaTypes(value: JsonObject): string[] {
  const t = keyword(value, '@type');
  if (typeof t === 'string') {
    const name = schemaName(t);
    return name === undefined ? [] : [name];
  }
  const out: string[] = [];
  if (Array.isArray(t)) {
    for (const x of t) {
      const name = typeof x === 'string' ? schemaName(x) : undefined;
      if (name !== undefined) out.push(name);
    }
  }
  return out;
}

/** Whether an object is a bare reference `{ "@id": … }`. */
export const isReference = (value: JsonObject): boolean => {
  if (!('@id' in value) && !('id' in value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === '@id' || keys[0] === 'id');
};

/** Walks the markup once, collecting nodes, references and defined `@id`s. */
export function walk(document: unknown): Walk {
  const out: Walk = {
    nodes: [],
    references: [],
    defined: new Set(),
    containers: [],
    contextTerms: new Set(),
    otherContext: false,
  };
  const roots: { value: unknown; at: Segment[] }[] = [];
  if (Array.isArray(document)) {
    document.forEach((v, i) => {
      if (isObject(v)) out.containers.push({ value: v, at: [i] });
      roots.push(...rootsOf(v, [i]));
    });
  } else if (isObject(document)) {
    out.containers.push({ value: document, at: [] });
    roots.push(...rootsOf(document, []));
  }
  for (const c of out.containers) readContext(c.value['@context'], out);
  for (const r of roots) visit(r.value, r.at, true, undefined, 0, out);
  return out;
}

/** Whether a context string is schema.org's (http or https, with or without the context file path). */
export const isSchemaOrgContextUrl = (s: string): boolean =>
  /^https?:\/\/schema\.org\/?(?:docs\/jsonldcontext\.json(?:ld)?)?$/i.test(s.trim());

function readContext(context: unknown, out: Walk): void {
  if (typeof context === 'string') {
    if (!isSchemaOrgContextUrl(context)) out.otherContext = true;
  } else if (Array.isArray(context)) {
    for (const c of context) readContext(c, out);
  } else if (isObject(context)) {
    for (const [key, v] of Object.entries(context)) {
      if (key.startsWith('@')) continue;
      out.contextTerms.add(key);
      if (typeof v === 'string' && !isSchemaOrgContextUrl(v)) out.otherContext = true;
    }
    const vocab = context['@vocab'];
    if (typeof vocab === 'string' && !isSchemaOrgContextUrl(vocab)) out.otherContext = true;
  }
}

function rootsOf(value: unknown, at: Segment[]): { value: unknown; at: Segment[] }[] {
  if (isObject(value) && Object.keys(value).every((k) => k === '@context')) return [];
  if (!isObject(value) || !('@graph' in value)) return [{ value, at }];
  const graph = value['@graph'];
  const members = Array.isArray(graph)
    ? graph.map((v, i) => ({ value: v, at: [...at, '@graph', i] }))
    : [{ value: graph, at: [...at, '@graph'] }];
  const own = Object.keys(value).some((k) => k !== '@context' && k !== '@graph' && k !== '@id');
  return own ? [{ value, at }, ...members] : members;
}

function visit(
  value: unknown,
  at: Segment[],
  root: boolean,
  via: string | undefined,
  depth: number,
  out: Walk,
): void {
  if (!isObject(value) || depth > MAX_WALK_DEPTH) return;
  if ('@value' in value) return;
  if (isReference(value)) {
    out.references.push({ id: keyword(value, '@id'), at: [...at, keywordKey(value, '@id')!] });
    return;
  }
  const id = keyword(value, '@id');
  if (typeof id === 'string') out.defined.add(id);
  const types = schemaTypes(value);
  const node: GraphNode = { value, at, types, root };
  if (via !== undefined) node.via = via;
  out.nodes.push(node);
  for (const key in value) {
    if (Object.hasOwn(value, key) && !isKeyword(key))
      visitValues(value[key], at, key, key, depth + 1, out);
  }
}

/**
 * Visits the objects among the values of a property, as {@link valuesOf} lists them, building a
 * path only for an object or a list: text, numbers and booleans cost nothing.
 */
function visitValues(
  value: unknown,
  at: Segment[],
  step: Segment,
  via: string,
  depth: number,
  out: Walk,
): void {
  if (typeof value !== 'object' || value === null) return;
  const here = [...at, step];
  if (!Array.isArray(value)) {
    const object = value as JsonObject;
    if (Array.isArray(object['@list']))
      visitValues(object['@list'], here, '@list', via, depth, out);
    else if (Array.isArray(object['@set']))
      visitValues(object['@set'], here, '@set', via, depth, out);
    else visit(object, here, false, via, depth, out);
    return;
  }
  for (let i = 0; i < value.length; i++) visitValues(value[i], here, i, via, depth, out);
}
