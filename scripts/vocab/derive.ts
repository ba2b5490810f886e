import type { VocabularyData } from '../../lib/jsonld';

interface SourceEntity {
  '@id': string;
  '@type': string | string[];
  'rdfs:subClassOf'?: Ref | Ref[];
  'schema:domainIncludes'?: Ref | Ref[];
  'schema:rangeIncludes'?: Ref | Ref[];
  'schema:supersededBy'?: Ref | Ref[];
  'schema:isPartOf'?: Ref | Ref[];
}
interface Ref {
  '@id': string;
}

/** The release of `schemaorg-current-https.jsonld` in the shared data folder. */
export const SCHEMAORG_RELEASE = '30.0';

const list = <T>(v: T | T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

const bare = (id: string): string | undefined =>
  id.startsWith('schema:') ? id.slice('schema:'.length) : undefined;

const names = (refs: Ref | Ref[] | undefined): string[] =>
  list(refs)
    .map((r) => bare(r['@id']))
    .filter((n): n is string => n !== undefined)
    .sort();

/** Derives the compact vocabulary from the parsed schema.org release file (pure; sorted output). */
export function deriveVocabulary(source: { '@graph': SourceEntity[] }): VocabularyData {
  const types: Record<string, string[]> = {};
  const properties: Record<string, [string[], string[]]> = {};
  const members: Record<string, string[]> = {};
  const supersededBy: Record<string, string> = {};
  const pending: string[] = [];
  const attic: string[] = [];
  const declaredDataTypes: string[] = [];

  for (const entity of source['@graph']) {
    const name = bare(entity['@id']);
    if (name === undefined) continue;
    const kinds = list(entity['@type']);
    if (kinds.includes('rdfs:Class')) {
      types[name] = names(entity['rdfs:subClassOf']);
      if (kinds.includes('schema:DataType')) declaredDataTypes.push(name);
    } else if (kinds.includes('rdf:Property')) {
      properties[name] = [
        names(entity['schema:domainIncludes']),
        names(entity['schema:rangeIncludes']),
      ];
    } else {
      const enumerations = kinds.map(bare).filter((n): n is string => n !== undefined);
      if (enumerations.length > 0) members[name] = enumerations.sort();
    }
    const replacement = names(entity['schema:supersededBy'])[0];
    if (replacement !== undefined) supersededBy[name] = replacement;
    for (const area of list(entity['schema:isPartOf'])) {
      if (area['@id'] === 'https://pending.schema.org') pending.push(name);
      if (area['@id'] === 'https://attic.schema.org') attic.push(name);
    }
  }

  const dataTypes = new Set(declaredDataTypes);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, parents] of Object.entries(types)) {
      if (!dataTypes.has(name) && parents.some((p) => dataTypes.has(p))) {
        dataTypes.add(name);
        grew = true;
      }
    }
  }

  return {
    release: SCHEMAORG_RELEASE,
    types: sortKeys(types),
    properties: sortKeys(properties),
    dataTypes: [...dataTypes].sort(),
    members: sortKeys(members),
    supersededBy: sortKeys(supersededBy),
    pending: pending.sort(),
    attic: attic.sort(),
  };
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** Serializes the vocabulary the way the committed file is written (one term per line). */
export function formatVocabulary(data: VocabularyData): string {
  const block = (record: Record<string, unknown>): string =>
    '{\n' +
    Object.entries(record)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n') +
    '\n  }';
  return (
    '{\n' +
    `  "release": ${JSON.stringify(data.release)},\n` +
    `  "types": ${block(data.types)},\n` +
    `  "properties": ${block(data.properties)},\n` +
    `  "dataTypes": ${JSON.stringify(data.dataTypes)},\n` +
    `  "members": ${block(data.members)},\n` +
    `  "supersededBy": ${block(data.supersededBy)},\n` +
    `  "pending": ${JSON.stringify(data.pending)},\n` +
    `  "attic": ${JSON.stringify(data.attic)}\n` +
    '}\n'
  );
}
