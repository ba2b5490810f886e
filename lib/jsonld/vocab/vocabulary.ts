import { suggest } from './did-you-mean';
import type { VocabularyData } from './data';

/** Where a term stands in the vocabulary. */
export type TermStatus = 'stable' | 'pending' | 'attic';

/**
 * The schema.org vocabulary, indexed for the checks. Every lookup goes through a `Map`, so keys
 * such as `constructor` are plain unknown terms, never `Object.prototype` members.
 */
export class Vocabulary {
  /** schema.org release, e.g. `30.0`. */
  readonly release: string;
  private readonly parents: Map<string, string[]>;
  private readonly props: Map<string, { domains: string[]; ranges: string[] }>;
  private readonly dataTypeSet: Set<string>;
  private readonly memberOf: Map<string, string[]>;
  private readonly replacements: Map<string, string>;
  private readonly pendingSet: Set<string>;
  private readonly atticSet: Set<string>;
  private readonly ancestorCache = new Map<string, ReadonlySet<string>>();
  private readonly suggestionCache = new Map<string, string | undefined>();

  /** Indexes a compact vocabulary (see {@link VocabularyData}). */
  constructor(data: VocabularyData) {
    this.release = data.release;
    this.parents = new Map(Object.entries(data.types));
    this.props = new Map(
      Object.entries(data.properties).map(([name, [domains, ranges]]) => [
        name,
        { domains, ranges },
      ]),
    );
    this.dataTypeSet = new Set(data.dataTypes);
    this.memberOf = new Map(Object.entries(data.members));
    this.replacements = new Map(Object.entries(data.supersededBy));
    this.pendingSet = new Set(data.pending);
    this.atticSet = new Set(data.attic);
  }

  /** Whether `name` is a class (data types included). */
  isType(name: string): boolean {
    return this.parents.has(name);
  }

  /** Whether `name` is a data type such as `Text`, `URL`, `Date` or `Number`. */
  isDataType(name: string): boolean {
    return this.dataTypeSet.has(name);
  }

  /** Whether `name` is a property. */
  isProperty(name: string): boolean {
    return this.props.has(name);
  }

  /** The enumerations a member such as `InStock` belongs to; empty when it is not a member. */
  enumerationsOf(member: string): readonly string[] {
    return this.memberOf.get(member) ?? [];
  }

  /** The members of an enumeration and of its subclasses, e.g. `InStock` for `ItemAvailability`. */
  membersOf(enumeration: string): string[] {
    const out: string[] = [];
    for (const [member, enums] of this.memberOf) {
      if (enums.some((e) => this.isA(e, enumeration))) out.push(member);
    }
    return out;
  }

  /** A property's `domainIncludes` and `rangeIncludes`, or undefined when it is unknown. */
  property(name: string): { domains: readonly string[]; ranges: readonly string[] } | undefined {
    return this.props.get(name);
  }

  /** The term that replaces `term`, when it is superseded. */
  supersededBy(term: string): string | undefined {
    return this.replacements.get(term);
  }

  /** Whether a term is stable, pending or retired (attic). */
  status(term: string): TermStatus {
    return this.pendingSet.has(term) ? 'pending' : this.atticSet.has(term) ? 'attic' : 'stable';
  }

  /** `type` itself and every class it inherits from (empty for unknown types). */
  ancestors(type: string): ReadonlySet<string> {
    const cached = this.ancestorCache.get(type);
    if (cached) return cached;
    const seen = new Set<string>();
    const stack = this.parents.has(type) ? [type] : [];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      stack.push(...(this.parents.get(current) ?? []));
    }
    this.ancestorCache.set(type, seen);
    return seen;
  }

  /** Whether `type` is `ancestor` or inherits from it. */
  isA(type: string, ancestor: string): boolean {
    return this.ancestors(type).has(ancestor);
  }

  /** Whether `property` applies to a node of all the given `types` (any of them suffices). */
  appliesTo(property: string, types: readonly string[]): boolean {
    const domains = this.props.get(property)?.domains ?? [];
    for (const t of types) {
      const ancestors = this.ancestors(t);
      for (const d of domains) if (ancestors.has(d)) return true;
    }
    return false;
  }

  /** The closest known type or property name to a misspelt one, if any is close enough. */
  suggest(term: string, kind: 'type' | 'property'): string | undefined {
    const key = `${kind}:${term}`;
    if (this.suggestionCache.has(key)) return this.suggestionCache.get(key);
    const pool = kind === 'type' ? this.parents.keys() : this.props.keys();
    const found = suggest(term, [...pool]);
    this.suggestionCache.set(key, found);
    return found;
  }
}

let loading: Promise<Vocabulary> | undefined;

/**
 * Loads the compact schema.org vocabulary (release 30.0) on first use through a dynamic import,
 * so bundlers put it in its own chunk, away from the popup. Later calls share the same instance.
 */
export function loadVocabulary(): Promise<Vocabulary> {
  loading ??= import('./schemaorg.json').then(
    (mod) => new Vocabulary((mod as unknown as { default: VocabularyData }).default),
  );
  return loading;
}
