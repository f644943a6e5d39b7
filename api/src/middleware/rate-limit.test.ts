import { describe, expect, it } from 'vitest';
import { parseIdentifier } from '../services/auth/accounts';
import { minutesUntil, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the limit within a window, refuses the next with the seconds left, and opens again after it', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, () => now);
    expect([1, 2, 3].map(() => limiter.consume('k').allowed)).toEqual([true, true, true]);
    now += 15_000;
    expect(limiter.consume('k')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.consume('other').allowed).toBe(true);
    now += 45_000;
    expect(limiter.consume('k').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.consume('k');
    expect(limiter.consume('k').allowed).toBe(false);
    limiter.reset('k');
    expect(limiter.consume('k').allowed).toBe(true);
  });

  it('sweeps expired windows instead of growing without bound', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 }, () => now);
    for (let i = 0; i < 10_000; i++) limiter.consume(`k${i}`);
    now = 5000;
    limiter.consume('fresh');
    expect(limiter.size).toBe(1);
  });

  it('tells minutes rounded up, at least one', () => {
    expect(minutesUntil(1)).toBe(1);
    expect(minutesUntil(61)).toBe(2);
    expect(minutesUntil(900)).toBe(15);
  });
});

describe('parseIdentifier', () => {
  it.each([
    ['Anna@Example.com', { kind: 'email', value: 'anna@example.com' }],
    ['+7 (916) 123-45-67', { kind: 'phone', value: '79161234567' }],
    ['8 916 123 45 67', { kind: 'phone', value: '79161234567' }],
    ['9161234567', { kind: 'phone', value: '79161234567' }],
    ['+84 912 345 678', { kind: 'phone', value: '84912345678' }],
    ['@vera_k', { kind: 'username', value: 'vera_k' }],
    ['vera_k', { kind: 'username', value: 'vera_k' }],
  ])('reads %s', (input, expected) => {
    expect(parseIdentifier(input)).toEqual(expected);
  });
});
