/**
 * The Postgres advisory locks the shop's instances take turns by, in one place: two kinds of work under one number
 * would wait on each other (a start's migrations once waited for as long as another instance sent Telegram's
 * messages). On PGlite (one process) every lock is always this process's.
 */
export const ADVISORY_LOCKS = {
  /** The bot's long polling: one instance polls Telegram. */
  botPolling: 0x5b07_0001,
  /** Migrations and seeding at start. */
  databaseSetup: 0x5b07_0002,
  /** The sender of the Telegram outbox: one instance sends. */
  outboxSender: 0x5b07_0003,
  /** A pass of the database upkeep (database-upkeep.ts). */
  databaseUpkeep: 0x5b07_0004,
} as const;
