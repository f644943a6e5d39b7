import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { rawRows } from './raw-rows';
import { createTestDatabase, testDatabaseKinds } from './testing';
import { withTransaction } from './transaction';

describe('the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
  });
  afterAll(() => handle.close());

  it('runs with a small buffer cache and keeps PGlite settings that matter', async () => {
    const show = async (name: string) =>
      rawRows<Record<string, string>>(await handle.db.execute(sql.raw(`show ${name}`)))[0]?.[name];
    expect(await show('shared_buffers')).toBe('16MB');
    expect(await show('search_path')).toBe('public');
    expect(await show('max_parallel_workers')).toBe('0');
  });

  it('has pg_trgm for typo-tolerant search', async () => {
    const rows = rawRows<{ s: number }>(
      await handle.db.execute(sql`select similarity('платье', 'плтье') as s`),
    );
    expect(rows[0]?.s).toBeGreaterThan(0.3);
  });
});

// PGlite runs in this process and cannot cancel a statement, so the timeout exists on Postgres only.
describe.runIf(testDatabaseKinds().includes('postgres'))('a Postgres server connection', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('postgres');
  });
  afterAll(() => handle.close());

  it('runs with a statement timeout so that one bad query cannot hold the database', async () => {
    const rows = rawRows<{ statement_timeout: string }>(await handle.db.execute(sql`show statement_timeout`));
    expect(rows[0]?.statement_timeout).toBe('5s');
  });

  it('ends a transaction stuck between statements, so that what queued behind its connection goes on', async () => {
    expect(
      rawRows<{ t: string }>(
        await handle.db.execute(sql`select current_setting('idle_in_transaction_session_timeout') as t`),
      )[0]?.t,
    ).toBe('1min');
    // One connection, held by a transaction that waits for a statement queued for that same connection.
    const stuck = await createTestDatabase('postgres', { maxConnections: 1, idleInTransactionMs: 300 });
    try {
      let queued: Promise<unknown> | undefined;
      const transaction = withTransaction(stuck.db, async (tx) => {
        await tx.execute(sql`select 1`);
        queued = stuck.db.execute(sql`select 2 as two`);
        await queued;
        await tx.execute(sql`select 3`);
      });
      await expect(transaction).rejects.toThrow();
      expect(rawRows<{ two: number }>(await queued)[0]?.two).toBe(2);
      expect(rawRows<{ n: number }>(await stuck.db.execute(sql`select 4 as n`))[0]?.n).toBe(4);
    } finally {
      await stuck.close();
    }
  });

  it('lets an advisory lock go once however often it is released, and keeps it for one holder at a time', async () => {
    const key = 0x5b07_7e57;
    const first = await handle.tryLock(key);
    expect(first).toBeDefined();
    await first?.release();
    const second = await handle.tryLock(key);
    expect(second).toBeDefined();
    // A late second release of the first holder must not hand the connection the second holder keeps to others.
    await first?.release();
    const rivals = await Promise.all([handle.tryLock(key), handle.tryLock(key), handle.tryLock(key)]);
    expect(rivals.filter(Boolean)).toHaveLength(0);
    expect(await second?.isHeld()).toBe(true);
    await second?.release();
  });
});
