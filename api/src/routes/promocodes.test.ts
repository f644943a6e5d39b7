import { createPromocode, promocodeCopyCount, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, fromAddress } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';
import { promocodeCopyLimit } from './promocodes';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('copying a promocode on %s', (kind) => {
  let t: TestApp;
  const copy = (code: string, env: object = freshAddress()) =>
    t.app.request(`/api/promocodes/${code}/copy`, { method: 'POST' }, env);
  const copyCountOf = (code: string) => promocodeCopyCount(t.deps.database.db, code);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const now = Date.now();
    const db = t.deps.database.db;
    for (const overrides of [
      { code: 'SHOWN10' },
      { code: 'STAFF40', isActive: false, isPublic: false },
      { code: 'OFFLINE20', isActive: false },
      { code: 'PRIVATE30', isPublic: false },
      { code: 'EXPIRED15', validUntil: new Date(now - DAY_MS) },
      { code: 'LATER25', validFrom: new Date(now + DAY_MS) },
      { code: 'USEDUP5', maxUsage: 10, usageCount: 10 },
    ]) {
      await createPromocode(db, overrides);
    }
  });
  afterAll(() => t.close());

  it('counts a copy of a code on the showcase, whatever its case', async () => {
    const response = await copy('shown10');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, data: { copied: true } });
    expect(await copyCountOf('SHOWN10')).toBe(1);
  });

  it('answers every code off the showcase exactly like an unknown one, and counts nothing', async () => {
    const unknown = await copy('NOSUCHCODE');
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.text();
    expect(JSON.parse(unknownBody)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Промокод не найден' },
    });
    for (const hidden of [
      'STAFF40',
      'staff40',
      'OFFLINE20',
      'PRIVATE30',
      'EXPIRED15',
      'LATER25',
      'USEDUP5',
    ]) {
      const response = await copy(hidden);
      expect(response.status, hidden).toBe(404);
      expect(await response.text(), hidden).toBe(unknownBody);
      expect(await copyCountOf(hidden.toUpperCase()), hidden).toBe(0);
    }
  });

  it('limits copies per address with a 429, Retry-After and a Russian message', async () => {
    const guesser = fromAddress('203.0.113.77');
    for (let i = 0; i < promocodeCopyLimit.limit; i++) {
      expect((await copy(`GUESS${i}`, guesser)).status).toBe(404);
    }
    const refused = await copy('SHOWN10', guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({
      success: false,
      error: { code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте через 10 мин.' },
    });
    expect(await copyCountOf('SHOWN10')).toBe(1);
    // Another address is not held up by the guesser.
    expect((await copy('SHOWN10', fromAddress('203.0.113.78'))).status).toBe(200);
  });
});
