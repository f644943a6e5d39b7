/**
 * The shop's reference data that every cart write and order reads but only staff change (the shipping methods,
 * the retail and customer-service settings), kept in this process for a while. Every write to them through
 * @shop/db (`saveSettingsValue`, the shipping-method writes) drops the cache of that database, so this server
 * sees its own staff's changes at once; the time limit bounds how long a change made elsewhere (psql, another
 * server process) can go unseen. Entries are per database: one drizzle instance and its transactions share one
 * dialect object, which keys the cache, so test databases never see each other's entries.
 */
import type { DbOrTx } from '../client';

const TTL_MS = 10_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();

const keyOf = (db: DbOrTx): object => (db as unknown as { dialect: object }).dialect;

function cacheOf(db: DbOrTx): Map<string, Entry> {
  const key = keyOf(db);
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  }
  return cache;
}

/** The cached value under `name`, read with `load` when missing, expired, or after a failed read. */
export function cachedReference<T>(db: DbOrTx, name: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(name);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  cache.set(name, { value, expires: now + TTL_MS });
  value.catch(() => {
    if (cache.get(name)?.value === value) cache.delete(name);
  });
  return value;
}

/** Forgets every cached reference of this database; called by each write to the data cached here. */
export function dropReferenceCache(db: DbOrTx): void {
  caches.delete(keyOf(db));
}
