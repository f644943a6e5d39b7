import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './idempotency-key';

describe('checkout attempt keys', () => {
  it('reuses the key for the same order sent again and makes a new one for a changed order', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ contact: { name: 'Анна' } });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ contact: { name: 'Анна' } })).toBe(first);
    const changed = keys.keyFor({ contact: { name: 'Анна Смирнова' } });
    expect(changed).not.toBe(first);
    expect(createAttemptKeys().keyFor({ contact: { name: 'Анна' } })).not.toBe(first);
  });
});
