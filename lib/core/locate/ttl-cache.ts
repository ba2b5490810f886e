/** A small in-memory cache whose entries expire after `ttlMs`; loads are shared while in flight. */
export interface TtlCache<K, V> {
  /** The cached value, or `undefined` when absent or expired. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** The cached value, or the result of `load` (cached on success; one load per key at a time). */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V>;
  delete(key: K): void;
  clear(): void;
}

/** Options of `createTtlCache`. */
export interface TtlCacheOptions {
  ttlMs: number;
  /** Injected clock; defaults to `Date.now`. */
  now?: () => number;
  /** Oldest entries are dropped past this size. */
  maxEntries?: number;
}

/** Creates a TTL cache, e.g. for the site/page index (a short TTL such as 60 s). */
export function createTtlCache<K, V>(options: TtlCacheOptions): TtlCache<K, V> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 50;
  const entries = new Map<K, { value: V; expiresAt: number }>();
  const loading = new Map<K, Promise<V>>();

  const get = (key: K): V | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  };

  const set = (key: K, value: V): void => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + options.ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };

  return {
    get,
    set,
    getOrLoad(key, load) {
      const cached = get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          set(key, value);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
