/**
 * Storage items that are declared once and parsed with zod on every read, so a value written by an
 * older version or tampered with on disk falls back to the default instead of breaking a screen.
 * @module
 */
import { storage, type StorageItemKey } from 'wxt/utils/storage';
import type { z } from 'zod';

/** A typed, validated storage item. */
export interface ParsedItem<T> {
  readonly key: StorageItemKey;
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
  /** Calls `callback` with the parsed value whenever it changes; returns the unsubscribe function. */
  watch(callback: (value: T) => void): () => void;
}

/** Declares an item stored under `key` whose value must match `schema`; `fallback` when absent or invalid. */
export function defineParsedItem<S extends z.ZodType>(
  key: StorageItemKey,
  schema: S,
  fallback: z.output<S>,
): ParsedItem<z.output<S>> {
  const item = storage.defineItem<unknown>(key);
  const parse = (raw: unknown): z.output<S> => {
    if (raw === null || raw === undefined) return fallback;
    const result = schema.safeParse(raw);
    return result.success ? result.data : fallback;
  };
  return {
    key,
    getValue: async () => parse(await item.getValue()),
    setValue: async (value) => item.setValue(schema.parse(value)),
    removeValue: () => item.removeValue(),
    watch: (callback) => item.watch((raw) => callback(parse(raw))),
  };
}
