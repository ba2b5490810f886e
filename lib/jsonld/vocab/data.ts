/**
 * The compact schema.org vocabulary as stored in `lib/jsonld/vocab/schemaorg.json`, derived by
 * `scripts/build-vocab.ts` from the schema.org release. Term names are bare (`Product`, `offers`).
 */
export interface VocabularyData {
  /** schema.org release the file was derived from, e.g. `30.0`. */
  release: string;
  /** Every class (data types included) with its direct parents. */
  types: Record<string, string[]>;
  /** Every property with `[domains, ranges]` (`schema:domainIncludes`, `schema:rangeIncludes`). */
  properties: Record<string, [string[], string[]]>;
  /** Data types (`Text`, `URL`, `Number`, `Date`, …) including their subclasses. */
  dataTypes: string[];
  /** Enumeration members (`InStock`) with the enumerations they belong to (`ItemAvailability`). */
  members: Record<string, string[]>;
  /** Terms replaced by another term: term → replacement. */
  supersededBy: Record<string, string>;
  /** Terms in the pending area (proposals that may still change). */
  pending: string[];
  /** Terms in the attic area (retired); empty when the source holds current terms only. */
  attic: string[];
}
