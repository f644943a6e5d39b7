import type { Database, DbOrTx, Transaction } from './client';

/**
 * Runs `work` in one transaction on PGlite or Postgres: committed when it resolves, rolled back when it throws
 * (the error is passed on). Given a transaction, it opens a savepoint inside it, so services can nest freely.
 */
export function withTransaction<T>(db: DbOrTx, work: (tx: Transaction) => Promise<T>): Promise<T> {
  // A database and a transaction both have `transaction()` (the latter makes a savepoint); their declared
  // signatures differ only in the type of `tx`, which is the same Transaction at run time.
  return (db as Database).transaction(work);
}
