import type { DatabaseHandle } from '@shop/db';
import { createProduct, createTestDatabase, sql } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabaseUpkeep } from './database-upkeep';
import { createLogger } from './lib/logger';

// On PGlite, which never runs autovacuum; a Postgres server with it off gets the same passes (keepDatabaseUp).
describe('the database upkeep', () => {
  let database: DatabaseHandle;
  const logLines: string[] = [];
  const log = createLogger('info', (line) => logLines.push(line));
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tableBytes = async () =>
    (await rows<{ bytes: number }>(sql`select pg_relation_size('upkeep_probe')::int as bytes`))[0]?.bytes ??
    0;
  const rewriteEveryRow = () => database.db.execute(sql`update upkeep_probe set v = v + 1`);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('vacuums and analyzes every table in one pass, and the planner then knows their rows', async () => {
    for (let n = 0; n < 3; n++) await createProduct(database.db);
    const upkeep = startDatabaseUpkeep(database, log);
    await upkeep.runPass();
    await upkeep.stop();

    const missed = await rows<{ name: string }>(
      sql`select relname as name from pg_stat_user_tables where last_vacuum is null or last_analyze is null`,
    );
    expect(missed).toEqual([]);
    const [products] = await rows<{ estimate: number }>(
      sql`select reltuples::int as estimate from pg_class where relname = 'products'`,
    );
    expect(products?.estimate).toBe(3);
    expect(logLines.some((line) => line.includes('database upkeep done'))).toBe(true);
  });

  it('lets a table rewritten over and over reuse its space instead of growing', async () => {
    await database.db.execute(sql`create table upkeep_probe (id int primary key, v int not null)`);
    await database.db.execute(sql`insert into upkeep_probe select g, 0 from generate_series(1, 5000) g`);
    const upkeep = startDatabaseUpkeep(database, log);
    await upkeep.runPass();
    const fresh = await tableBytes();

    // Without upkeep every rewrite of every row adds a whole table's worth of row versions.
    for (let n = 0; n < 4; n++) await rewriteEveryRow();
    const withoutUpkeep = await tableBytes();
    expect(withoutUpkeep).toBeGreaterThanOrEqual(4 * fresh);

    await upkeep.runPass();
    const afterPass = await tableBytes();
    for (let n = 0; n < 4; n++) {
      await rewriteEveryRow();
      await upkeep.runPass();
    }
    await upkeep.stop();
    // The same rewrites with a pass after each: the row versions go into the space the passes freed.
    expect(await tableBytes()).toBeLessThanOrEqual(afterPass);
  });
});
