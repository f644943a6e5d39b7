import './shared/ui/global.css';
import './features/telegram/telegram.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreSession } from './features/auth/store/auth-store';
import { applyThemeParams, deepLinkPath } from './features/telegram/lib/launch-params';
import { initAppMode } from './features/telegram/store/app-mode-store';
import { telegramTheme, webTheme } from './shared/ui/theme.css';

const launch = initAppMode();
const root = document.documentElement;
root.classList.add(launch ? telegramTheme : webTheme);
if (launch) {
  applyThemeParams(launch.themeParams, root);
  root.dataset.mode = 'mini-app';
  const background = launch.themeParams.bg_color;
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
  // A fresh launch from a `startapp` link (the hash still holds the launch parameters) opens its product or
  // category instead of the home page.
  const target = deepLinkPath(launch.startParam);
  if (target && window.location.hash.includes('tgWebApp') && window.location.pathname === '/') {
    window.history.replaceState(null, '', target);
  }
  // Safe areas, live theme changes: the small Telegram bridge, loaded only inside Telegram.
  void import('./features/telegram/lib/bridge').then((bridge) => bridge.trackSafeAreas(root));
}
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
