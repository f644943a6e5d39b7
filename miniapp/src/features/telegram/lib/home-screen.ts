/**
 * The offer to put the shop on the phone's home screen (Mini Apps 8.0), made once: the buyer's answer is kept in
 * Telegram's CloudStorage (Mini Apps 6.9, so every device of her account knows it), else in this device's
 * localStorage. In the web shop, on an older client or outside a Telegram client there is no offer.
 */
import { readCloudItem, writeCloudItem } from './cloud-storage';
import { canUseTelegram } from './telegram-availability';

const ANSWER_KEY = 'home_screen_offer';
/** Telegram answers a client's requests at once; a client that never does must not keep the page waiting. */
const TIMEOUT_MS = 3000;

export type HomeScreenAnswer = 'offered' | 'accepted' | 'declined';

const sdk = () => import('@telegram-apps/sdk-react');

async function readAnswer(): Promise<string> {
  return (await readCloudItem(ANSWER_KEY)) ?? localStorage.getItem(ANSWER_KEY) ?? '';
}

export async function rememberHomeScreenAnswer(answer: HomeScreenAnswer): Promise<void> {
  if (!(await writeCloudItem(ANSWER_KEY, answer))) localStorage.setItem(ANSWER_KEY, answer);
}

/** Whether to offer: never offered before, and Telegram says the shop is not on the home screen ('missed'). */
export async function shouldOfferHomeScreen(): Promise<boolean> {
  if (!(await canUseTelegram())) return false;
  const { addToHomeScreen, checkHomeScreenStatus } = await sdk();
  if (!addToHomeScreen.isAvailable() || !checkHomeScreenStatus.isAvailable()) return false;
  try {
    if (await readAnswer()) return false;
    return (await checkHomeScreenStatus({ timeout: TIMEOUT_MS })) === 'missed';
  } catch {
    // No answer from the client: better no offer than one made twice.
    return false;
  }
}

/** Telegram's own prompt for adding the shop to the home screen. */
export async function addShopToHomeScreen(): Promise<void> {
  const { addToHomeScreen } = await sdk();
  addToHomeScreen.ifAvailable();
}
