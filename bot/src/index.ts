export type { BotContext, BotDeps, BotLogger, UpdateInbox } from './context';
export { createBot } from './create-bot';
export { type OutboxApi, type OutboxMethod, outboxApi, type SendOutcome } from './outbox-api';
export { prepareProductShare } from './share';
export type {
  BuyerOrder,
  BuyerOrders,
  ConfirmedPayment,
  PaymentQuestion,
  ProductCard,
  RepeatedLine,
  RepeatOutcome,
  ShopData,
  ShopPayments,
  StaffActionOutcome,
  StaffCheck,
  StaffOrderAction,
  StaffPost,
  StoreContacts,
} from './shop-data';
export { type BotEnd, type RunningBot, type StartOptions, startBot } from './start-bot';
export { handleUpdateAgain } from './update-inbox';
export { createWebhookHandler, type WebhookHandler } from './webhook';
