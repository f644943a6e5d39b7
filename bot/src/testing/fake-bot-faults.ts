// Faults a test or the benchmark switches on for sends: a share answered 429 with a long retry_after, a share
// answered 500/502, a share whose connection drops with no answer. The draws come from a seeded generator, so a run
// with the same seed and the same order of calls meets the same faults.

export interface FaultSettings {
  /** Share of sends answered 429 (0..1). */
  tooManyRequests: number;
  /** retry_after of those 429s, whole seconds, drawn evenly in [min, max]. */
  retryAfterSeconds: { min: number; max: number };
  /** Share of sends answered 500 or 502. */
  serverError: number;
  /** Share of sends whose connection is destroyed without an answer. */
  droppedConnection: number;
  /**
   * Share of dropped sends Telegram had already delivered (1 by default: the worst case, as a client cannot tell
   * and a retry duplicates the message).
   */
  droppedAfterDelivery: number;
  seed: number;
}

export type Fault =
  | { kind: 'too_many_requests'; retryAfter: number }
  | { kind: 'server_error'; status: 500 | 502 }
  | { kind: 'dropped'; delivered: boolean };

const noFaults: FaultSettings = {
  tooManyRequests: 0,
  retryAfterSeconds: { min: 1, max: 120 },
  serverError: 0,
  droppedConnection: 0,
  droppedAfterDelivery: 1,
  seed: 1,
};

/** mulberry32: small, fast and good enough to spread faults evenly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class FaultInjector {
  settings: FaultSettings = { ...noFaults };
  private random = seededRandom(noFaults.seed);

  configure(settings: Partial<FaultSettings>): void {
    this.settings = { ...this.settings, ...settings };
    this.random = seededRandom(this.settings.seed);
  }

  reset(): void {
    this.configure(noFaults);
  }

  /** The fault this send meets, if any. */
  draw(): Fault | undefined {
    const { tooManyRequests, serverError, droppedConnection, retryAfterSeconds } = this.settings;
    if (tooManyRequests + serverError + droppedConnection <= 0) return undefined;
    const roll = this.random();
    if (roll < tooManyRequests) {
      const { min, max } = retryAfterSeconds;
      return { kind: 'too_many_requests', retryAfter: min + Math.floor(this.random() * (max - min + 1)) };
    }
    if (roll < tooManyRequests + serverError) {
      return { kind: 'server_error', status: this.random() < 0.5 ? 500 : 502 };
    }
    if (roll < tooManyRequests + serverError + droppedConnection) {
      return { kind: 'dropped', delivered: this.random() < this.settings.droppedAfterDelivery };
    }
    return undefined;
  }
}
