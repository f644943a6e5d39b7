import { outboxApi } from '@shop/bot';
import type { DatabaseHandle } from '@shop/db';
import { createSharedTestDatabase, sql } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './database-setup';
import { ADVISORY_LOCKS } from './lib/advisory-locks';
import { createLogger } from './lib/logger';
import { createOutboxSender, type OutboxSender } from './telegram/outbox-sender';
import { unlimitedRates } from './testing/telegram-outbox';

const noPostgres = process.env.TEST_DATABASE_URL
  ? undefined
  : 'needs TEST_DATABASE_URL: two instances share a Postgres server; on PGlite every advisory lock is the process’s';

// Two instances on one Postgres database; skipped without one, for the reason in its name.
describe.skipIf(noPostgres)(
  `a start beside a running instance${noPostgres ? ` (skipped: ${noPostgres})` : ''}`,
  () => {
    let handles: DatabaseHandle[];
    let sender: OutboxSender;
    const logLines: string[] = [];
    const log = createLogger('info', (line) => logLines.push(line));

    beforeAll(async () => {
      handles = await createSharedTestDatabase(2);
    });
    afterAll(async () => {
      await sender?.stop();
      await handles[0]?.close();
    });

    it("migrates while the other instance's outbox sender holds its lock", async () => {
      const [running, starting] = handles as [DatabaseHandle, DatabaseHandle];
      sender = createOutboxSender({
        database: running,
        // The outbox stays empty: the sender only holds its lock, as a running instance's does.
        api: outboxApi('123456789:never-called', { apiRoot: 'http://127.0.0.1:9' }),
        log,
        rates: unlimitedRates,
      });
      sender.start();
      // Read from Postgres's lock table, which asks for no lock itself (a try of the lock would race the sender's).
      await expect
        .poll(async () => {
          const held = await running.db.execute(sql`select 1 from pg_locks
          where locktype = 'advisory' and objid = ${ADVISORY_LOCKS.outboxSender} and granted`);
          return (held as unknown as unknown[]).length;
        })
        .toBe(1);

      const none = { email: undefined, password: undefined };
      const config = {
        seedDemo: 'never',
        databaseUrl: undefined,
        uploadsDir: '',
        accounts: { admin: none, manager: none },
      } as const;
      const setup = prepareDatabase(starting, config, log);
      const waited = await Promise.race([
        setup.then(() => 'migrated'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
      ]);
      expect(waited).toBe('migrated');
    });
  },
);
