import { describe, expect, it } from 'vitest';
import { withFields } from './objects';

describe('withFields', () => {
  it('copies the base, then the fields, in order, the fields winning', () => {
    const base = { a: 1, b: 2, c: 3 };
    const copy = withFields(base, { b: 20, d: 4 });
    expect(copy).toEqual({ a: 1, b: 20, c: 3, d: 4 });
    expect(JSON.stringify(copy)).toBe('{"a":1,"b":20,"c":3,"d":4}');
    expect(base).toEqual({ a: 1, b: 2, c: 3 });
  });
});
