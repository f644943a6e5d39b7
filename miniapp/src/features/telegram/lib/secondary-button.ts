/** Drives Telegram's secondary button from its claims; loaded by the first page that claims it. */
import {
  isSecondaryButtonMounted,
  mountSecondaryButton,
  onSecondaryButtonClick,
  setSecondaryButtonParams,
} from '@telegram-apps/sdk-react';
import { secondaryButtonRegistry } from './main-button-registry';
import { canUseTelegram } from './telegram-availability';

let driving: Promise<void> | null = null;

async function drive(): Promise<void> {
  // Below Mini Apps 7.10 there is no secondary button: the page's own button is the way to the action.
  if (!(await canUseTelegram()) || !mountSecondaryButton.isAvailable()) return;
  if (!isSecondaryButtonMounted()) mountSecondaryButton();
  // Hiding keeps the last text, because the SDK sends nothing while the text is empty.
  secondaryButtonRegistry.subscribe((claim) => {
    setSecondaryButtonParams.ifAvailable(
      claim ? { text: claim.text, isEnabled: claim.isActive, isVisible: true } : { isVisible: false },
    );
  });
  onSecondaryButtonClick.ifAvailable(() => secondaryButtonRegistry.current()?.onClick());
}

/** Starts once per page load; later calls wait for the same start. */
export function driveSecondaryButton(): Promise<void> {
  driving ??= drive();
  return driving;
}
