import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { withTransaction } from '../transaction';
import { cachedReference, dropReferenceCache } from './reference-cache';
import { saveSettingsValue } from './settings';

describe.each(testDatabaseKinds())('the reference cache on %s', (kind) => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    [handle, other] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
  });
  afterAll(() => Promise.all([handle.close(), other.close()]));

  it('serves the read of a database to its transactions, and to no other database', async () => {
    dropReferenceCache(handle.db);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedReference(handle.db, 'count', load)).toBe(1);
    expect(await withTransaction(handle.db, (tx) => cachedReference(tx, 'count', load))).toBe(1);
    expect(
      await withTransaction(handle.db, (tx) =>
        withTransaction(tx, (savepoint) => cachedReference(savepoint, 'count', load)),
      ),
    ).toBe(1);
    expect(await cachedReference(other.db, 'count', load)).toBe(2);
  });

  it('never has a transaction wait for a read queued behind the transactions holding the connections', async () => {
    // Two connections, both held by transactions, and a read of the pool queued for one of them: were the
    // transactions to wait for that read, none would end, and the server would hang.
    const pool = await createTestDatabase(kind, { maxConnections: 2 });
    try {
      let reads = 0;
      const load = async () => {
        reads += 1;
        return reads;
      };
      let queued: Promise<number> | undefined;
      const transaction = (first: boolean) =>
        withTransaction(pool.db, async (tx) => {
          await tx.execute(sql`select 1`);
          if (first)
            queued = cachedReference(pool.db, 'names', () => pool.db.execute(sql`select 1`).then(load));
          await new Promise((resolve) => setTimeout(resolve, 50));
          return cachedReference(tx, 'names', load);
        });
      const hung = new Promise<string>((resolve) => setTimeout(() => resolve('hung'), 3000).unref());
      const answers = await Promise.race([Promise.all([transaction(true), transaction(false)]), hung]);
      expect(answers).not.toBe('hung');
      await queued;
      // Once the pool's read has answered, transactions take it from the cache.
      expect(await withTransaction(pool.db, (tx) => cachedReference(tx, 'names', load))).toBe(reads);
    } finally {
      await pool.close();
    }
  });

  it('reads afresh after a write to settings made inside a transaction', async () => {
    let reads = 0;
    const load = async () => ++reads;
    dropReferenceCache(handle.db);
    expect(await cachedReference(handle.db, 'settings', load)).toBe(1);
    await withTransaction(handle.db, (tx) => saveSettingsValue(tx, 'store', {}, null));
    expect(await cachedReference(handle.db, 'settings', load)).toBe(2);
  });
});
