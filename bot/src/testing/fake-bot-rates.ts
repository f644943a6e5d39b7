// Telegram's flood control as its FAQ states it: about 30 messages a second per bot, one a second per private chat
// (a short burst passes), 20 a minute per group or channel. A message past them is answered 429 with the seconds
// to wait in `parameters.retry_after`, and only accepted messages count.
import type { ChatType } from './fake-bot-rules';

export interface RateLimits {
  /** On by default; a test of a burst of replies may switch it off. */
  enabled: boolean;
  perBotPerSecond: number;
  perPrivateChatPerSecond: number;
  /** Messages a private chat takes at once before the per-second pace applies. */
  privateChatBurst: number;
  perGroupPerMinute: number;
}

const defaultRateLimits: RateLimits = {
  enabled: true,
  perBotPerSecond: 30,
  perPrivateChatPerSecond: 1,
  privateChatBurst: 3,
  perGroupPerMinute: 20,
};

/** Sliding windows of accepted messages; `now` is injectable so the rules can be tested without waiting. */
export class FloodControl {
  limits: RateLimits = { ...defaultRateLimits };
  private readonly bot: number[] = [];
  private readonly chats = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  configure(limits: Partial<RateLimits>): void {
    this.limits = { ...this.limits, ...limits };
  }

  reset(): void {
    this.limits = { ...defaultRateLimits };
    this.bot.length = 0;
    this.chats.clear();
  }

  /** Seconds to wait before this chat may get another message, or 0 when it may now. */
  retryAfter(chatKey: string | undefined, chatType: ChatType | undefined): number {
    if (!this.limits.enabled) return 0;
    const now = this.now();
    const waits = [waitFor(this.bot, this.limits.perBotPerSecond, 1000, now)];
    if (chatKey !== undefined) {
      const sent = this.chats.get(chatKey) ?? [];
      if (chatType === 'private') {
        // A burst of `privateChatBurst`, then one message per interval: the window is the burst's length.
        const interval = 1000 / this.limits.perPrivateChatPerSecond;
        const burst = Math.max(1, this.limits.privateChatBurst);
        waits.push(waitFor(sent, burst, interval * burst, now));
      } else if (chatType !== undefined) {
        waits.push(waitFor(sent, this.limits.perGroupPerMinute, 60_000, now));
      }
    }
    const waitMs = Math.max(...waits);
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  record(chatKey: string | undefined): void {
    const now = this.now();
    this.bot.push(now);
    prune(this.bot, now - 1000);
    if (chatKey === undefined) return;
    const sent = this.chats.get(chatKey) ?? [];
    sent.push(now);
    prune(sent, now - 60_000);
    this.chats.set(chatKey, sent);
  }
}

function prune(times: number[], before: number) {
  while (times.length > 0 && (times[0] ?? 0) <= before) times.shift();
}

/** Milliseconds until fewer than `limit` of `times` fall in the last `windowMs`. */
function waitFor(times: number[], limit: number, windowMs: number, now: number): number {
  const recent = times.filter((time) => time > now - windowMs);
  if (recent.length < limit) return 0;
  const freeing = recent[recent.length - limit] ?? now;
  return freeing + windowMs - now;
}
