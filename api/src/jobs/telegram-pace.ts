/**
 * Broadcasts stay under Telegram's limits: about 30 messages a second per bot (we keep to 25) and one a second
 * per chat (each broadcast writes to a chat once).
 */
export const BROADCAST_GAP_MS = 40;

export const pause = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
