/**
 * Telegram's rates for one bot, kept by the shop's one sender: 30 messages a second in all, one a second to a
 * private chat, and one a second and 20 a minute to a group or channel. Counted over windows a little longer than
 * Telegram's, so the few milliseconds a message spends on the way never put 31 into one of Telegram's seconds.
 */

export interface SendRates {
  /** Messages in any window of `botWindowMs`. */
  perBot: number;
  botWindowMs: number;
  /** Least time between two messages to one chat. */
  chatGapMs: number;
  /** Messages to one group or channel in any window of `groupWindowMs`. */
  perGroup: number;
  groupWindowMs: number;
}

export const TELEGRAM_SEND_RATES: SendRates = {
  perBot: 30,
  botWindowMs: 1100,
  chatGapMs: 1050,
  perGroup: 20,
  groupWindowMs: 61_000,
};

/** Private chats have positive ids; groups and channels negative ids or an '@name'. */
const isPrivateChat = (chatId: string): boolean => /^\d+$/.test(chatId);

export interface RateKeeper {
  /** Milliseconds until a message to `chatId` may go; 0 when it may go now. */
  waitFor(chatId: string, now?: number): number;
  /** A message to `chatId` went at `at`. */
  record(chatId: string, at?: number): void;
}

export function rateKeeper(rates: SendRates = TELEGRAM_SEND_RATES): RateKeeper {
  const botSends: number[] = [];
  const chatSends = new Map<string, number[]>();
  const keep = Math.max(rates.botWindowMs, rates.groupWindowMs, rates.chatGapMs);

  const forget = (now: number) => {
    while (botSends.length > 0 && botSends[0]! <= now - rates.botWindowMs) botSends.shift();
    // Chats are pruned as they are looked at; an idle chat's list is dropped when its last send is old.
    if (chatSends.size > 10_000) {
      for (const [chat, times] of chatSends) if ((times.at(-1) ?? 0) <= now - keep) chatSends.delete(chat);
    }
  };

  return {
    waitFor(chatId, now = Date.now()) {
      forget(now);
      let wait = 0;
      if (botSends.length >= rates.perBot)
        wait = botSends[botSends.length - rates.perBot]! + rates.botWindowMs - now;
      const times = chatSends.get(chatId);
      const last = times?.at(-1);
      if (last !== undefined) wait = Math.max(wait, last + rates.chatGapMs - now);
      if (times && !isPrivateChat(chatId)) {
        const inWindow = times.filter((at) => at > now - rates.groupWindowMs);
        if (inWindow.length >= rates.perGroup) {
          wait = Math.max(wait, inWindow[inWindow.length - rates.perGroup]! + rates.groupWindowMs - now);
        }
      }
      return Math.max(0, wait);
    },
    record(chatId, at = Date.now()) {
      botSends.push(at);
      const times = chatSends.get(chatId) ?? [];
      times.push(at);
      const limit = isPrivateChat(chatId) ? 1 : rates.perGroup;
      if (times.length > limit) times.splice(0, times.length - limit);
      chatSends.set(chatId, times);
    },
  };
}
