/**
 * Attempt limits counted in the database (the `rate_limit_counters` table), so every api instance on the same
 * database refuses at the same count as a single one would. One statement per check, whatever the number of keys.
 */
import { clearAttempts, countAttempts, type Database, forgiveAttempts, sweepAttempts } from '@shop/db';
import type { RateLimitResult, RateLimitRule } from './rate-limit';

/** A key under its rule; keys carry their rule's name so that one table holds every rule's counters. */
export interface LimitedKey {
  rule: RateLimitRule;
  key: string;
}

export interface KeyState {
  /** Attempts in the key's current window, the one just taken included. */
  count: number;
  result: RateLimitResult;
}

/** How often one instance deletes the counters of windows that ended. */
const SWEEP_EVERY_MS = 60_000;

export function sharedRateLimits(db: Database) {
  let lastSweep = Date.now();
  const sweepNowAndThen = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    sweepAttempts(db).catch(() => {
      lastSweep = 0;
    });
  };

  return {
    /**
     * Counts one attempt for each `take` key (refused when that attempt is past the limit) and reads each `look`
     * key (refused when one more would be past it); answers the states in the order asked.
     */
    async check(take: readonly LimitedKey[], look: readonly LimitedKey[] = []): Promise<KeyState[]> {
      sweepNowAndThen();
      const rows = await countAttempts(db, {
        take: take.map(({ key, rule }) => ({ key, windowMs: rule.windowMs })),
        look: look.map(({ key }) => key),
      });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const state = ({ key }: LimitedKey, allowedWhile: (count: number) => boolean): KeyState => {
        const row = byKey.get(key);
        if (!row || allowedWhile(row.count)) return { count: row?.count ?? 0, result: { allowed: true } };
        return {
          count: row.count,
          result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row.msLeft / 1000)) },
        };
      };
      return [
        ...take.map((limited) => state(limited, (count) => count <= limited.rule.limit)),
        ...look.map((limited) => state(limited, (count) => count < limited.rule.limit)),
      ];
    },

    /** Takes back one attempt of each key (one counted in advance that turned out not to be a failure). */
    async forgive(keys: readonly LimitedKey[]): Promise<void> {
      await forgiveAttempts(
        db,
        keys.map(({ key }) => key),
      );
    },

    /** Forgets the keys' attempts. */
    async reset(keys: readonly string[]): Promise<void> {
      await clearAttempts(db, keys);
    },
  };
}
