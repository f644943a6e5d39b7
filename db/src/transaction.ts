import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Transaction } from './client';

/** The database each transaction opened by `withTransaction` runs on, for what is kept per database. */
const databases = new WeakMap<Transaction, Database>();

/** The database itself, or the one a transaction of `withTransaction` runs on; undefined for any other transaction. */
export function databaseOf(db: DbOrTx): Database | undefined {
  return is(db, PgTransaction) ? databases.get(db as Transaction) : (db as Database);
}

/**
 * Runs `work` in one transaction on PGlite or Postgres: committed when it resolves, rolled back when it throws
 * (the error is passed on). Given a transaction, it opens a savepoint inside it, so services can nest freely.
 */
export function withTransaction<T>(db: DbOrTx, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const database = databaseOf(db);
  // A database and a transaction both have `transaction()` (the latter makes a savepoint); their declared
  // signatures differ only in the type of `tx`, which is the same Transaction at run time.
  return (db as Database).transaction((tx) => {
    if (database) databases.set(tx, database);
    return work(tx);
  });
}
