import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { withTransaction } from '../transaction';
import { cancelJob, claimDueJobs, enqueueJob, failJob, finishJob, listJobs } from './jobs';

const LOCK = { limit: 10, lockMs: 60_000 };

describe.each(testDatabaseKinds())('job queue on %s', (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await createTestDatabase(kind, { maxConnections: 6 });
  });
  afterAll(() => handle.close());

  it('claims a due job once, keeps a future one, and finishes it', async () => {
    await enqueueJob(db(), { kind: 'test.once', payload: { orderId: 7 } });
    await enqueueJob(db(), { kind: 'test.once', runAt: new Date(Date.now() + 3_600_000) });

    const claimed = await claimDueJobs(db(), LOCK);
    expect(claimed.filter((job) => job.kind === 'test.once')).toMatchObject([
      { kind: 'test.once', payload: { orderId: 7 }, attempts: 1 },
    ]);
    expect(await claimDueJobs(db(), LOCK)).toEqual([]);

    await finishJob(db(), claimed[0]!.id);
    const rows = await listJobs(db(), 'test.once');
    expect(rows.map((row) => row.doneAt !== null)).toEqual([true, false]);
  });

  it('ignores a second job with the same key, and a cancelled one is never claimed', async () => {
    expect(await enqueueJob(db(), { kind: 'test.key', key: 'hold:1' })).toBe(true);
    expect(await enqueueJob(db(), { kind: 'test.key', key: 'hold:1' })).toBe(false);
    expect(await cancelJob(db(), 'hold:1')).toBe(true);
    expect(await cancelJob(db(), 'hold:1')).toBe(false);
    expect((await claimDueJobs(db(), LOCK)).filter((job) => job.kind === 'test.key')).toEqual([]);
  });

  it('puts a failed job back for a later try, or ends it', async () => {
    await enqueueJob(db(), { kind: 'test.retry' });
    const [job] = await claimDueJobs(db(), LOCK);
    await failJob(db(), job!.id, 'Bot API down', 0);
    const [again] = await claimDueJobs(db(), LOCK);
    expect(again).toMatchObject({ id: job!.id, attempts: 2 });
    await failJob(db(), again!.id, 'still down', null);
    expect(await claimDueJobs(db(), LOCK)).toEqual([]);
    expect(await listJobs(db(), 'test.retry')).toMatchObject([{ lastError: 'still down', attempts: 2 }]);
  });

  it('gives a job back to the queue when its claimer stops before its lock runs out', async () => {
    await enqueueJob(db(), { kind: 'test.lost' });
    const [job] = await claimDueJobs(db(), { limit: 1, lockMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await claimDueJobs(db(), LOCK)).toMatchObject([{ id: job!.id, attempts: 2 }]);
  });

  it('a job enqueued in a rolled-back transaction does not exist', async () => {
    await withTransaction(db(), async (tx) => {
      await enqueueJob(tx, { kind: 'test.rollback' });
      throw new Error('order refused');
    }).catch(() => {});
    expect(await listJobs(db(), 'test.rollback')).toEqual([]);
  });

  it('several claimers at once share out the jobs without taking one twice', async () => {
    for (let i = 0; i < 40; i++) await enqueueJob(db(), { kind: 'test.race', key: `race:${i}` });
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        withTransaction(db(), (tx) => claimDueJobs(tx, { limit: 10, lockMs: 60_000 })),
      ),
    );
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});
