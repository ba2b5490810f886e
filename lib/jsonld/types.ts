/** How bad a finding is: errors block saving or rich results, warnings should be fixed, info is advice. */
export type Severity = 'error' | 'warning' | 'info';

/** A 1-based line and column (columns count UTF-16 code units, as editors do). */
export interface Position {
  line: number;
  column: number;
}

/** A span of the normalized text: `from`/`to` are 0-based offsets, `start`/`end` the same as lines. */
export interface Range {
  from: number;
  to: number;
  start: Position;
  end: Position;
}

/** A suggested edit: replace `from`..`to` of the normalized text with `insert`. */
export interface Fix {
  /** What the fix does, e.g. `Replace with "name"`. */
  title: string;
  from: number;
  to: number;
  insert: string;
}

/** One finding of the checker. */
export interface Diagnostic {
  severity: Severity;
  /**
   * Stable id whose prefix names the family of the check (`syntax/`, `limits/`, `structure/`,
   * `vocab/`, `rich/`, `locale/`, `template/`), so users can filter or suppress by rule.
   */
  rule: string;
  /** Plain words an editor understands. */
  message: string;
  /** JSON path of the value concerned, e.g. `$['@graph'][0].offers`; `$` for the whole document. */
  path: string;
  /** Where in the normalized text; absent when the input has no text position (e.g. a cyclic object). */
  range?: Range;
  /** Link to the rule's source, e.g. Google's search gallery page. */
  docs?: string;
  /** A mechanical fix, when one is certain enough to offer. */
  fix?: Fix;
}

/** One step of a JSON path: an object key or an array index. */
export type Segment = string | number;

/**
 * A finding before it is placed in the text. `target` says what to highlight: the value at `at`
 * (default), its key, or — for findings about a whole node — the node's `@type` (or its brace).
 */
export interface Issue {
  severity: Severity;
  rule: string;
  message: string;
  at: readonly Segment[];
  target?: 'value' | 'key' | 'node';
  docs?: string;
  /** Replacement for the highlighted key or value, as JSON text (quotes included). */
  replacement?: { title: string; text: string };
  /** A member to add first to the object at `at`, as JSON text (e.g. a missing `@context`). */
  firstMember?: { title: string; text: string };
}

/** The page the markup belongs to, for the locale checks. */
export interface PageContext {
  /** The page's locale tag, e.g. `fr-FR`. */
  locale?: string;
  /** The page's own URL in this locale. */
  url?: string;
  /** The same page's URL in every locale: locale tag → URL. */
  alternates?: Record<string, string>;
  /** URLs of the site's other pages, to catch markup copied from another page. */
  otherPageUrls?: string[];
}
