/**
 * One item page version (an item in one locale) as one character per column of a `LiveItems`
 * result, and back. The characters are the 64 of base64url, so the columns are plain JSON strings
 * that need no escaping.
 * @module
 */
import type { LengthLevel } from '../../metadata';
import type { ItemFailure, LiveItems } from './item-types';
import type { FetchFailure } from '../polite-fetch';
import type { Blocker } from '../indexing/index-types';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));

/** The largest count a column holds in one character; larger counts are listed in `over`. */
export const MAX_INLINE_COUNT = 63;

/** Whether and how an item's version in a locale was read. */
export const ITEM_STATUSES = ['absent', 'read', 'not-found', 'unreachable'] as const;
/** What JSON-LD a read item page shows, as the checker sees it. */
export const ITEM_MARKUPS = ['none', 'plain', 'eligible', 'not-eligible', 'unreadable'] as const;
const LEVELS = ['empty', 'short', 'ok', 'long'] as const;

/** `absent`: not published in that locale; `not-found`: its address answered 404. */
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** `none`: no JSON-LD; `plain`: valid, no rich result; `unreadable`: no block is valid JSON. */
export type ItemMarkup = (typeof ITEM_MARKUPS)[number];

/** One item page version, decoded. */
export interface ItemCell {
  status: ItemStatus;
  markup: ItemMarkup;
  /** Changed after the last publish: what is live is the older version ("not published yet"). */
  pending: boolean;
  errors: number;
  warnings: number;
  /** Length advice on its `<title>` and meta description; null when the page was not read. */
  title: LengthLevel | null;
  description: LengthLevel | null;
}

const char = (n: number) => ALPHABET[n]!;
const code = (c: string | undefined) => INDEX.get(c ?? '') ?? 0;
const levelCode = (level: LengthLevel | null) => (level === null ? 4 : LEVELS.indexOf(level));
const levelOf = (n: number): LengthLevel | null => LEVELS[n] ?? null;

/** The four characters of a cell: state, errors, warnings, lengths. */
export function encodeCell(cell: ItemCell): [string, string, string, string] {
  const state =
    ITEM_STATUSES.indexOf(cell.status) * 10 +
    ITEM_MARKUPS.indexOf(cell.markup) * 2 +
    (cell.pending ? 1 : 0);
  return [
    char(state),
    char(Math.min(cell.errors, MAX_INLINE_COUNT)),
    char(Math.min(cell.warnings, MAX_INLINE_COUNT)),
    char(levelCode(cell.title) * 5 + levelCode(cell.description)),
  ];
}

/** Cell `index` of a result (row-major: item × locales + locale), decoded. */
export function decodeCell(result: LiveItems, index: number): ItemCell {
  const state = code(result.state[index]);
  const lengths = code(result.lengths[index]);
  const over = result.over.find(([cell]) => cell === index);
  const errors = code(result.errors[index]);
  const warnings = code(result.warnings[index]);
  return {
    status: ITEM_STATUSES[Math.floor(state / 10)] ?? 'absent',
    markup: ITEM_MARKUPS[Math.floor((state % 10) / 2)] ?? 'none',
    pending: state % 2 === 1,
    errors: errors === MAX_INLINE_COUNT && over ? over[1] : errors,
    warnings: warnings === MAX_INLINE_COUNT && over ? over[2] : warnings,
    title: levelOf(Math.floor(lengths / 5)),
    description: levelOf(lengths % 5),
  };
}

/** The index of the cell of item `item` (row) in locale `locale` (column). */
export const cellIndex = (result: Pick<LiveItems, 'locales'>, item: number, locale: number) =>
  item * result.locales.length + locale;

/** The blockers in the order of their bits in the `index` column. */
export const BLOCKERS: readonly Blocker[] = ['noindex', 'nosnippet', 'blocked', 'password'];

/** A version's blockers as one character of the `index` column. */
export function encodeBlockers(blockers: readonly Blocker[]): string {
  return char(BLOCKERS.reduce((bits, b, i) => (blockers.includes(b) ? bits | (1 << i) : bits), 0));
}

/** The blockers of cell `index` (none when the result has no `index` column). */
export function decodeBlockers(result: Pick<LiveItems, 'index'>, index: number): Blocker[] {
  const bits = code(result.index?.[index]);
  return BLOCKERS.filter((_, i) => (bits & (1 << i)) !== 0);
}

/** Why cell `cell` was not read, kept compactly. */
export const compactFailure = (
  cell: number,
  f: FetchFailure | { kind: 'off-origin' },
): ItemFailure => {
  switch (f.kind) {
    case 'status':
      return { cell, kind: 'status', status: f.status };
    case 'redirect':
      return { cell, kind: 'redirect', status: f.status, location: f.location?.slice(0, 2048) };
    case 'timeout':
      return { cell, kind: 'timeout', ms: f.ms };
    case 'off-origin':
      return { cell, kind: 'off-origin' };
    default:
      return { cell, kind: f.kind };
  }
};
