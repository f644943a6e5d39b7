/** The public entry of the feature: other features import from here only. */
export { WriteAccessRequest } from './components/write-access-request';
export { useMainButton } from './hooks/use-main-button';
export { hapticInMiniApp } from './lib/haptics';
export {
  openTelegramInvoice,
  requestTelegramContact,
  setClosingConfirmation,
  shareTelegramMessage,
  shareTelegramUrl,
} from './lib/telegram-actions';
export { appModeStore, useIsMiniApp } from './store/app-mode-store';
