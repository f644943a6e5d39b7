import { enqueueJob, listJobs } from '@shop/db';
import { createTestDatabase, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueSweep } from './sweep-slots';

describe.each(testDatabaseKinds())('a sweep’s time slots on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const db = () => handle.db;
  const MINUTE = 60_000;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const finish = (key: string, hoursAgo: number) =>
    db().execute(sql`update jobs set done_at = now() - ${hoursAgo} * interval '1 hour' where key = ${key}`);

  it('enqueues each slot once, and deletes its own runs finished more than a day ago', async () => {
    const slotStart = Math.floor(Date.now() / MINUTE) * MINUTE;
    const slotKey = (at: number) => `test.sweep:${Math.floor(at / MINUTE)}`;
    expect(await enqueueSweep(db(), 'test.sweep', MINUTE, slotStart - 3 * MINUTE)).toBe(true);
    expect(await enqueueSweep(db(), 'test.sweep', MINUTE, slotStart - 2 * MINUTE)).toBe(true);
    expect(await enqueueSweep(db(), 'test.sweep', MINUTE, slotStart - 2 * MINUTE + 1)).toBe(false);
    await finish(slotKey(slotStart - 3 * MINUTE), 25);
    await finish(slotKey(slotStart - 2 * MINUTE), 23);
    // Another kind's old finished job, whose key may matter for good (one letter per order), stays.
    await enqueueJob(db(), { kind: 'test.letter', key: 'test.letter:1' });
    await finish('test.letter:1', 48);

    expect(await enqueueSweep(db(), 'test.sweep', MINUTE, slotStart)).toBe(true);
    expect((await listJobs(db(), 'test.sweep')).map((job) => job.key)).toEqual([
      slotKey(slotStart - 2 * MINUTE),
      slotKey(slotStart),
    ]);
    expect((await listJobs(db(), 'test.letter')).map((job) => job.key)).toEqual(['test.letter:1']);
  });
});
