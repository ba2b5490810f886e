/**
 * Storage items that are declared once, versioned, and parsed with zod on every read, so a value
 * written by an older version or tampered with on disk never breaks a screen.
 *
 * Every item carries a schema version in WXT's meta key (`<key>$`, `{ v }`; absent means 1). A read
 * of an older version runs the item's migrations in memory before parsing; the next write stores the
 * current version, value and version together in one `storage.set`. A value stored by a newer version
 * reads as the fallback and is never overwritten (the write fails with a `StorageWriteError`), so a
 * downgrade loses nothing. Writes are validated, can be bounded in size, and a quota refusal from the
 * browser surfaces as a `StorageWriteError` instead of being swallowed.
 * @module
 */
import { storage, type StorageItemKey } from 'wxt/utils/storage';
import type { z } from 'zod';
import { isQuotaError, newerVersionError, quotaError, tooLargeError } from './storage-error';
import { t } from '../i18n/t';

/** A migration from the previous version to the version it is registered under. */
export type Migration = (previous: unknown) => unknown;

/** Versioning and limits of an item. */
export interface ParsedItemOptions {
  /** The current schema version (≥ 1). Default 1. */
  version?: number;
  /** `migrations[n]` turns a version n − 1 value into a version n value. */
  migrations?: Readonly<Record<number, Migration>>;
  /** The largest value, in bytes of JSON, a write may store. */
  maxBytes?: number;
  /** What the item is, for error messages ("draft"). Default "data". */
  label?: string;
}

/** One raw key/value pair of a storage write. */
export interface RawWrite {
  key: StorageItemKey;
  value: unknown;
}

/** A typed, validated, versioned storage item. */
export interface ParsedItem<T> {
  readonly key: StorageItemKey;
  getValue(): Promise<T>;
  /** Validates and stores `value`; rejects with `StorageWriteError` when the browser refuses. */
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
  /** Calls `callback` with the parsed value whenever it changes; returns the unsubscribe function. */
  watch(callback: (value: T) => void): () => void;
  /** The raw writes that store `value` (validated, size-checked), for `setParsedValues`. */
  encode(value: T): Promise<RawWrite[]>;
}

/** One item and the value to store in it. */
export interface ParsedWrite<T = unknown> {
  item: ParsedItem<T>;
  value: T;
}

const metaKeyOf = (key: StorageItemKey): StorageItemKey => `${key}$`;

const versionOf = (meta: unknown): number => {
  const v = (meta as { v?: unknown } | null)?.v;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
};

/** Bytes of `value` as the browser counts them (its JSON form, UTF-8). */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

/**
 * Stores several items in one `storage.set` per area, so they change together or not at all.
 * Rejects with `StorageWriteError` (quota, size, newer version) and then stores none of them.
 */
export async function setParsedValues(
  writes: readonly ParsedWrite[],
  label = t('storage_label_data'),
): Promise<void> {
  const raw = (await Promise.all(writes.map(({ item, value }) => item.encode(value)))).flat();
  try {
    await storage.setItems(raw);
  } catch (error) {
    if (isQuotaError(error)) throw quotaError(label, error);
    throw error;
  }
}

/** Declares an item stored under `key` whose value must match `schema`; `fallback` when absent or invalid. */
export function defineParsedItem<S extends z.ZodType>(
  key: StorageItemKey,
  schema: S,
  fallback: z.output<S>,
  options: ParsedItemOptions = {},
): ParsedItem<z.output<S>> {
  const { version = 1, migrations = {}, maxBytes, label = t('storage_label_data') } = options;
  if (!Number.isInteger(version) || version < 1)
    throw new Error(`Bad version ${version} for ${key}`);
  const metaKey = metaKeyOf(key);

  const upgrade = (raw: unknown, from: number): unknown => {
    let value = raw;
    for (let v = from + 1; v <= version; v++) {
      const migrate = migrations[v];
      if (migrate) value = migrate(value);
    }
    return value;
  };

  const parse = (raw: unknown, storedVersion: number): z.output<S> => {
    if (raw === null || raw === undefined || storedVersion > version) return fallback;
    let value: unknown;
    try {
      value = upgrade(raw, storedVersion);
    } catch {
      return fallback;
    }
    const result = schema.safeParse(value);
    return result.success ? result.data : fallback;
  };

  const item: ParsedItem<z.output<S>> = {
    key,
    getValue: async () => {
      const [value, meta] = await storage.getItems([key, metaKey]);
      return parse(value?.value, versionOf(meta?.value));
    },
    encode: async (value) => {
      const parsed = schema.parse(value);
      if (maxBytes !== undefined) {
        const bytes = jsonBytes(parsed);
        if (bytes > maxBytes) throw tooLargeError(label, bytes, maxBytes);
      }
      if (versionOf(await storage.getItem(metaKey)) > version) throw newerVersionError(label);
      return [
        { key, value: parsed },
        { key: metaKey, value: { v: version } },
      ];
    },
    setValue: (value) => setParsedValues([{ item: item as ParsedItem<unknown>, value }], label),
    removeValue: () => storage.removeItems([key, metaKey]),
    watch: (callback) =>
      storage.watch<unknown>(key, (raw) => {
        callback(parse(raw, version));
      }),
  };
  return item;
}
