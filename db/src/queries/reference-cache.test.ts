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

  it('reads afresh after a write to settings made inside a transaction', async () => {
    let reads = 0;
    const load = async () => ++reads;
    dropReferenceCache(handle.db);
    expect(await cachedReference(handle.db, 'settings', load)).toBe(1);
    await withTransaction(handle.db, (tx) => saveSettingsValue(tx, 'store', {}, null));
    expect(await cachedReference(handle.db, 'settings', load)).toBe(2);
  });
});
