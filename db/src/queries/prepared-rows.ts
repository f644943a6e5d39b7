import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';

interface SessionAccess {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * Runs a hand-written SQL statement as a named prepared query: `db.execute()` never prepares on postgres.js,
 * and the storefront's hot queries are planned once per connection this way. It goes through drizzle's session,
 * so drizzle's logger sees the statement (the query-budget test counts through it). Rows come back as the driver
 * gives them: timestamps are strings, json columns are parsed.
 */
export async function preparedRows<T>(db: DbOrTx, query: SQL, name: string): Promise<T[]> {
  const { dialect, session } = db as unknown as SessionAccess;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return rawRows<T>(await prepared.execute());
}
