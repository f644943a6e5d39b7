/**
 * The shop's reference data that every cart write and order reads but only staff change (the shipping methods,
 * the retail and customer-service settings, the names of colors and sizes), kept in this process for a while. Every write to them through
 * @shop/db (`saveSettingsValue`, the shipping-method writes) drops the cache of that database, so this server
 * sees its own staff's changes at once; the time limit bounds how long a change made elsewhere (psql, another
 * server process) can go unseen. Entries are per database (a transaction of `withTransaction` uses its
 * database's), so test databases never see each other's entries.
 */
import type { DbOrTx } from '../client';
import { databaseOf } from '../transaction';

const TTL_MS = 10_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** The read has answered: waiting for it holds nothing up. */
  settled: boolean;
}

let caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(database: object): Map<string, Entry> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  return cache;
}

/**
 * The cached value under `name`, read with `load` when missing, expired, or after a failed read. A transaction
 * never waits for a read still under way: that read may be queued for a pool connection while every connection
 * is held by a transaction waiting for it, and then none would ever end. It reads on its own connection instead.
 */
export function cachedReference<T>(db: DbOrTx, name: string, load: () => Promise<T>): Promise<T> {
  const database = databaseOf(db);
  // A transaction opened around withTransaction has no known database: it reads afresh.
  if (!database) return load();
  const cache = cacheOf(database);
  const now = Date.now();
  const hit = cache.get(name);
  const live = hit !== undefined && hit.expires > now;
  if (live && (hit.settled || db === database)) return hit.value as Promise<T>;
  const value = load();
  if (live) return value;
  const entry: Entry = { value, expires: now + TTL_MS, settled: false };
  cache.set(name, entry);
  value.then(
    () => {
      entry.settled = true;
    },
    () => {
      if (cache.get(name) === entry) cache.delete(name);
    },
  );
  return value;
}

/** Forgets the cached value under `name`, so the next `cachedReference` reads it again. */
export function forgetReference(db: DbOrTx, name: string): void {
  const database = databaseOf(db);
  if (database) caches.get(database)?.delete(name);
  else caches = new WeakMap();
}

/** Forgets every cached reference of this database; called by each write to the data cached here. */
export function dropReferenceCache(db: DbOrTx): void {
  const database = databaseOf(db);
  // Written in a transaction of unknown database: every database's cache goes, to be safe.
  if (database) caches.delete(database);
  else caches = new WeakMap();
}
