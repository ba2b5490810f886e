/**
 * Reads and checks the schema markup of many cells: chunks of 100 mixed-locale entries, all queued
 * at once so the rate-limit queue paces them, each answer checked while later requests wait. A
 * chunk whose read fails leaves its cells `unread` (with the reason) instead of losing the whole
 * audit; only when every chunk fails does the read fail.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { querySchemaMarkup, type SchemaMarkup } from '../../core/api/schema-markup';
import { toLocaleSchema } from '../schema/background';
import { type SchemaState } from '../schema';
import { storedMarkup } from '../live-site/background';
// eslint-disable-next-line no-restricted-imports -- through the barrels this type closes a cycle (live-site's runner names site's audits, whose export and reads name live-site's results)
import type { StoredMarkup } from '../live-site/stored-facts';
import { cellKey, type CellRef } from './cell';
import { chunkCells, QUERY_LIMIT, toQueryRef } from './chunk';

/** What the checker found in one value. */
export interface CheckCounts {
  errors: number;
  warnings: number;
  messages: string[];
}

/** Reads the markup of `cells` (in order) through `client`. */
export type ReadCells = (
  client: ApiClient,
  siteId: string,
  cells: readonly CellRef[],
) => Promise<SchemaMarkup[]>;

/** The audit's reader: one bulk query per chunk, at background priority. */
export const bulkRead: ReadCells = (client, siteId, cells) =>
  querySchemaMarkup(client, siteId, cells.map(toQueryRef), { priority: 'background' });

/** A cell's schema state (or `unread`) and the checker's counts. */
export interface ReadCell extends CheckCounts {
  state: SchemaState | 'unread';
  /** What the live check compares the published page with; absent when unread. */
  markup?: StoredMarkup;
}

/** How `readAndCheck` reads; `C` is what the checker answers (counts, and more for the CLI). */
export interface ReadOptions<C extends CheckCounts = CheckCounts> {
  check(value: unknown): C;
  read?: ReadCells;
  chunkSize?: number;
  /** Called after each chunk with the number of cells done. */
  onRead?(done: number): void;
  /** Called with what the checker answered for each cell that shows markup. */
  onChecked?(cell: CellRef, result: C): void;
  /** Whether each cell keeps what the live check compares (`markup`); default true. */
  keepMarkup?: boolean;
  /**
   * Takes each chunk's cells as soon as they are checked, instead of the answer keeping them: a
   * caller that writes them elsewhere holds no site's cells in memory. The answer is then empty.
   */
  onCells?(cells: [CellRef, ReadCell][]): void;
}

/**
 * Distinct texts whose check is remembered. An inherited cell shows its primary's value again a
 * few cells later (same page, same or next chunk), and pages that share a value tend to be listed
 * together; remembering every text of a large site would hold it all until the audit ends.
 */
export const MEMO_SIZE = 32;

/** Checks a value again only when its text is not among the `size` most recently used. */
function memoized<C extends CheckCounts>(
  check: (value: unknown) => C,
  size = MEMO_SIZE,
): (value: unknown) => C {
  const seen = new Map<string, C>();
  return (value) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const known = seen.get(text);
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      seen.delete(text);
      seen.set(text, known);
      return known;
    }
    const counts = check(value);
    seen.set(text, counts);
    if (seen.size > size) seen.delete(seen.keys().next().value!);
    return counts;
  };
}

const NOTHING: CheckCounts = { errors: 0, warnings: 0, messages: [] };

/** Reads and checks every cell of `refs`; the result is keyed by `cellKey` (empty with `onCells`). */
export async function readAndCheck<C extends CheckCounts>(
  client: ApiClient,
  siteId: string,
  refs: readonly CellRef[],
  options: ReadOptions<C>,
): Promise<Map<string, ReadCell>> {
  const check = memoized(options.check);
  const keepMarkup = options.keepMarkup ?? true;
  const read = options.read ?? bulkRead;
  const cells = new Map<string, ReadCell>();
  const put = (entries: [CellRef, ReadCell][]) => {
    if (options.onCells) options.onCells(entries);
    else for (const [ref, cell] of entries) cells.set(cellKey(ref), cell);
  };
  const chunks = chunkCells(refs, options.chunkSize ?? QUERY_LIMIT);
  const failures: unknown[] = [];
  let done = 0;
  await Promise.all(
    chunks.map(async (chunk) => {
      let entries: [CellRef, ReadCell][];
      try {
        const answers = await read(client, siteId, chunk);
        entries = chunk.map((ref, i): [CellRef, ReadCell] => {
          const shown = toLocaleSchema(ref.localeId, answers[i]!);
          const value = shown.value ?? shown.raw;
          const result = value === null ? undefined : check(value);
          if (result) options.onChecked?.(ref, result);
          const { errors, warnings, messages } = result ?? NOTHING;
          const markup = keepMarkup
            ? storedMarkup({
                value: shown.value,
                raw: shown.raw,
                lastUpdated: shown.lastUpdated,
                inherited: shown.state === 'inherited',
              })
            : undefined;
          return [
            ref,
            { state: shown.state, errors, warnings, messages, ...(markup ? { markup } : {}) },
          ];
        });
      } catch (error) {
        failures.push(error);
        const reason = error instanceof Error ? error.message : String(error);
        entries = chunk.map((ref) => [ref, { ...NOTHING, state: 'unread', messages: [reason] }]);
      }
      put(entries);
      done += chunk.length;
      options.onRead?.(done);
    }),
  );
  if (chunks.length > 0 && failures.length === chunks.length) throw failures[0];
  return cells;
}
