/** The public entry of the feature: other features import from here only. */
export { WriteAccessRequest } from './components/write-access-request';
export { useConfirmation } from './hooks/use-confirmation';
export { useMainButton, useSecondaryButton } from './hooks/use-main-button';
export { useTelegramOverlay } from './hooks/use-telegram-overlay';
export { useVerticalSwipesLocked } from './hooks/use-vertical-swipes-locked';
export { CLOUD_VALUE_MAX, readCloudItem, readCloudItems, writeCloudItem } from './lib/cloud-storage';
export { productStartParam } from './lib/deep-links';
export { hapticInMiniApp } from './lib/haptics';
export { addShopToHomeScreen, rememberHomeScreenAnswer, shouldOfferHomeScreen } from './lib/home-screen';
export { openTelegramLocationSettings, requestTelegramLocation } from './lib/location';
export { canShareToStory, shareToStory } from './lib/story';
export {
  openTelegramInvoice,
  requestTelegramContact,
  setClosingConfirmation,
  shareTelegramMessage,
  shareTelegramUrl,
} from './lib/telegram-actions';
export { appModeStore, useIsMiniApp } from './store/app-mode-store';
