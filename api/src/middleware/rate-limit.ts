/**
 * An in-process, fixed-window attempt counter, per instance: with several api replicas each keeps its own counts.
 * It guards what only needs a rough bound (promocode copies); sign-in and registration count in the database
 * (shared-rate-limit.ts).
 */
import type { Context } from 'hono';

export interface RateLimitRule {
  /** Attempts allowed within one window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  count: number;
  resetAt: number;
}

/** Above this many keys, expired windows are swept before a new one is added. */
const SWEEP_THRESHOLD = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one attempt for the key; refused when the window already holds `limit` attempts. */
  consume(key: string): RateLimitResult {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.rule.limit)
      return { allowed: false, retryAfterSeconds: this.secondsLeft(window) };
    window.count += 1;
    return { allowed: true };
  }

  /** Whether one more attempt would be allowed, without counting it. */
  peek(key: string): RateLimitResult {
    const window = this.currentWindow(key);
    if (!window || window.count < this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: this.secondsLeft(window) };
  }

  /** Attempts counted for the key in its current window. */
  countOf(key: string): number {
    return this.currentWindow(key)?.count ?? 0;
  }

  /** Forgets the key's attempts (a successful sign-in clears the count of its identifier). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private currentWindow(key: string): Window | undefined {
    const window = this.windows.get(key);
    return window && window.resetAt > this.clock() ? window : undefined;
  }

  private secondsLeft(window: Window): number {
    return Math.max(1, Math.ceil((window.resetAt - this.clock()) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The address of a request without a socket (never the case behind a server): nothing to count or know it by. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The caller's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry (the one the
 * proxy itself added; the earlier ones are whatever the client chose to send).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? UNKNOWN_ADDRESS;
}

/** Minutes to tell a person, rounded up: "через 1 мин." rather than "через 0 мин.". */
export const minutesUntil = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
