import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { findUserById } from './queries/users';
import { createTestDatabase, createUser, testDatabaseKinds } from './testing';
import { withTransaction } from './transaction';

describe.each(testDatabaseKinds())('withTransaction on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('commits every write when the work resolves, and answers what it returned', async () => {
    const [first, second] = await withTransaction(handle.db, async (tx) => [
      await createUser(tx, { name: 'Первая' }),
      await createUser(tx, { name: 'Вторая' }),
    ]);
    expect((await findUserById(handle.db, first.id))?.name).toBe('Первая');
    expect((await findUserById(handle.db, second.id))?.name).toBe('Вторая');
  });

  it('rolls every write back when the work throws, and passes the error on', async () => {
    let createdId: string | undefined;
    await expect(
      withTransaction(handle.db, async (tx) => {
        createdId = (await createUser(tx)).id;
        expect(await findUserById(tx, createdId)).toBeDefined();
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(createdId).toBeDefined();
    expect(await findUserById(handle.db, createdId!)).toBeUndefined();
  });

  it('rolls back a failed statement with the writes before it', async () => {
    const email = 'twice@test.local';
    await expect(
      withTransaction(handle.db, async (tx) => {
        await createUser(tx, { email, name: 'Раз' });
        await createUser(tx, { email, name: 'Два' });
      }),
    ).rejects.toThrow();
    const again = await createUser(handle.db, { email });
    expect(again.email).toBe(email);
  });

  it('nests as a savepoint: an inner failure caught inside leaves the outer writes to commit', async () => {
    const { outer, inner } = await withTransaction(handle.db, async (tx) => {
      const outerUser = await createUser(tx);
      let innerId = '';
      await withTransaction(tx, async (nested) => {
        innerId = (await createUser(nested)).id;
        throw new Error('inner step failed');
      }).catch(() => undefined);
      return { outer: outerUser.id, inner: innerId };
    });
    expect(await findUserById(handle.db, outer)).toBeDefined();
    expect(await findUserById(handle.db, inner)).toBeUndefined();
  });
});
