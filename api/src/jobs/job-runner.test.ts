import { type DatabaseHandle, enqueueJob, listJobs } from '@shop/db';
import { createTestDatabase, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createJobRunner, retryDelayMs } from './job-runner';

const quietLog = createLogger('error', () => {});

describe.each(testDatabaseKinds())('job runner on %s', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind, { maxConnections: 6 });
  });
  afterAll(() => handle.close());

  it('runs each due job once across two runners and records a failure for a later try', async () => {
    const ran: number[] = [];
    const handlers = {
      'test.count': async (job: { payload: Record<string, unknown> }) => {
        ran.push(Number(job.payload.n));
      },
      'test.broken': async () => {
        throw new Error('Bot API down');
      },
    };
    for (let n = 0; n < 30; n++) await enqueueJob(handle.db, { kind: 'test.count', payload: { n } });
    await enqueueJob(handle.db, { kind: 'test.broken' });
    const a = createJobRunner({ db: handle.db, handlers, log: quietLog, pollMs: 0, batchSize: 7 });
    const b = createJobRunner({ db: handle.db, handlers, log: quietLog, pollMs: 0, batchSize: 7 });

    let ranNow = 1;
    while (ranNow > 0) ranNow = (await Promise.all([a.runDue(), b.runDue()])).reduce((x, y) => x + y, 0);

    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const [broken] = await listJobs(handle.db, 'test.broken');
    expect(broken).toMatchObject({ attempts: 1, lastError: 'Bot API down', doneAt: null });
    expect(broken!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('polls on its own and finishes the job in hand before it stops', async () => {
    let done = false;
    await enqueueJob(handle.db, { kind: 'test.slow' });
    const runner = createJobRunner({
      db: handle.db,
      log: quietLog,
      pollMs: 10,
      handlers: {
        'test.slow': async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          done = true;
        },
      },
    });
    await expect.poll(async () => (await listJobs(handle.db, 'test.slow'))[0]?.attempts).toBe(1);
    await runner.stop();
    expect(done).toBe(true);
    expect((await listJobs(handle.db, 'test.slow'))[0]?.doneAt).not.toBeNull();
  });
});

describe('retry pauses', () => {
  it('double from 5 seconds up to an hour', () => {
    expect([1, 2, 3, 12, 40].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 3_600_000, 3_600_000]);
  });
});
