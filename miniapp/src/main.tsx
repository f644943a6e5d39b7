import './shared/lib/zod-jitless';
import './shared/ui/global.css';
import './features/telegram/telegram.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreSession, setLaunchInitData } from './features/auth/store/auth-store';
import { appModeStore, initAppMode } from './features/telegram/store/app-mode-store';
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
  root.classList.add(isMiniApp ? telegramTheme : webTheme);
  if (isMiniApp) root.dataset.mode = 'mini-app';
  void restoreSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
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

void start();
