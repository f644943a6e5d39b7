import { appModeStore } from '../store/app-mode-store';
import type { HapticKind } from './bridge';

/** A haptic tap inside Telegram; in web mode nothing, and the bridge's code is never downloaded. */
export function hapticInMiniApp(kind: HapticKind): void {
  if (!appModeStore.isMiniApp) return;
  void import('./bridge').then((bridge) => bridge.haptic(kind));
}
