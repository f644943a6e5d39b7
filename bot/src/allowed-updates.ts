/**
 * The kinds of update the bot's features handle, asked for explicitly in both modes (getUpdates and setWebhook):
 * Telegram otherwise keeps whatever list was set last, and a token once restricted would never bring pre-checkout
 * queries or inline queries.
 */
export const ALLOWED_UPDATES = [
  'message',
  'callback_query',
  'inline_query',
  'pre_checkout_query',
  'my_chat_member',
] as const;
