import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks';

describe('the advisory locks', () => {
  it('give each kind of work a number of its own', () => {
    const numbers = Object.values(ADVISORY_LOCKS);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
