import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, SQL_CASING } from '../client';
import { rawRows } from '../raw-rows';

/** Writes statements out as our drizzle instances do (the same casing), for the hand-written ones below. */
const dialect = new PgDialect({ casing: SQL_CASING });

/**
 * Runs a hand-written SQL statement as a named prepared query: `db.execute()` never prepares on postgres.js,
 * and the storefront's hot queries are planned once per connection this way. It goes through the session of the
 * database or transaction (`db._.session`, drizzle's public handle on it), so drizzle's logger sees the statement
 * (the query-budget test counts through it). Rows come back as the driver gives them: timestamps are strings,
 * json columns are parsed.
 */
export async function preparedRows<T>(db: DbOrTx, query: SQL, name: string): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return rawRows<T>(await prepared.execute());
}
