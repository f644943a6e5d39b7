import './shared/lib/zod-jitless';
import './shared/ui/global.css';
import './features/telegram/telegram.css';
import { FIRST_SCREEN_STATE_ID } from '@shop/core/rules';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { endPageHold, holdEarlyTaps } from './app/early-taps';
import type { FirstScreenState } from './app/first-screen-answers';
import { restoreSession, setLaunchInitData } from './features/auth/store/auth-store';
import { appModeStore, initAppMode } from './features/telegram/store/app-mode-store';
import { beginDrawnPageTakeover } from './shared/lib/drawn-page';
import { loadPartsAhead } from './shared/lib/lazy-part';
import { rememberReferral, rememberReferralFromAddress } from './shared/lib/referral-arrival';
import { telegramTheme, webTheme } from './shared/ui/theme.css';

/** Inside Telegram the SDK (its own chunk, never downloaded by the web shop) starts before the first render. */
async function startMiniApp(): Promise<boolean> {
  const { startTelegram } = await import('./features/telegram/lib/start-telegram');
  const launch = startTelegram();
  if (!launch) return false;
  setLaunchInitData(launch.initDataRaw);
  rememberReferral(launch.startParam);
  // A fresh launch from a `startapp` link (the hash still holds the launch parameters) opens its product or
  // category instead of the home page.
  const { pathname, hash } = window.location;
  if (launch.deepLinkPath && hash.includes('tgWebApp') && pathname === '/') {
    window.history.replaceState(null, '', launch.deepLinkPath);
  }
  return true;
}

async function start(): Promise<void> {
  rememberReferralFromAddress();
  // A chunk that fails to load leaves the ordinary web shop rather than a blank page.
  const isMiniApp = initAppMode() && (await startMiniApp().catch(() => false));
  appModeStore.isMiniApp = isMiniApp;
  const root = document.documentElement;
  // The server's drawn page comes in the web theme; inside Telegram that page is taken down before it shows.
  root.classList.remove(telegramTheme, webTheme);
  root.classList.add(isMiniApp ? telegramTheme : webTheme);
  if (isMiniApp) root.dataset.mode = 'mini-app';
  void restoreSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const firstScreen = isMiniApp ? undefined : drawnFirstScreen(container);
  if (firstScreen) {
    // The page the server drew is taken over where it stands, from the answers it was drawn with, once the code of
    // every part it was drawn with has arrived. React cannot take over a drawn part whose code is still on its way,
    // and an update reaching such a part meanwhile (a store read at start) makes React throw its drawing away and
    // draw it afresh, a tap held on it with it. A tap on the page is held until then, and made again after.
    const releaseTaps = holdEarlyTaps(container);
    beginDrawnPageTakeover();
    void loadPartsAhead(firstScreen.parts).finally(() => {
      // As a transition, like the first render below: the taking over yields to the browser every few
      // milliseconds instead of one long task. A held tap made again takes the page over at once.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App firstScreen={firstScreen.answers} />
          </StrictMode>,
        );
      });
      releaseTaps();
    });
    return;
  }
  endPageHold();
  container.replaceChildren();
  const reactRoot = createRoot(container);
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread for the whole page (a long task that delays every tap).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/** The answers of the page the server drew into the container (api/src/storefront-first-screen.ts), if it did. */
function drawnFirstScreen(container: HTMLElement): FirstScreenState | undefined {
  const state = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!state || !container.hasChildNodes()) return undefined;
  try {
    return JSON.parse(state) as FirstScreenState;
  } catch {
    return undefined;
  }
}

void start();
