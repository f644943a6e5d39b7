import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * NOTIFY on a channel (see DatabaseHandle.listen); inside a transaction it is delivered when that commits, and not
 * at all on a rollback.
 */
export async function notifyChannel(db: DbOrTx, channel: string, payload = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
