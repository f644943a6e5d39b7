/** For other features' tests: the real SDK started over Telegram's own mock environment. */
export { startTelegram } from '../lib/start-telegram';
export { cloudAnswers, insideTelegramWithCloud } from './cloud-storage-answers';
export { mockTelegram, type SentCall, sendFromTelegram } from './mock-telegram-env';
