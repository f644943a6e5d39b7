/** The public entry of the feature: other features import from here only. */
export { useBotUsername } from './api/get-bot-username';
export { useStoreSettings } from './api/get-store-settings';
export type { StoreSettings } from './types';
