/** The frame around every storefront page: header, main content, footer and the phone tab bar. */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useIsMiniApp } from '../../features/telegram/store/app-mode-store';
import { ru } from '../../shared/texts/ru';
import { Footer } from './footer';
import { Header } from './header';
import { MobileBottomNav } from './mobile-bottom-nav';
import * as styles from './root-layout.css';
import { useRouteHandle } from './route-handle';

export function RootLayout() {
  const { pathname } = useLocation();
  const isMiniApp = useIsMiniApp();
  const handle = useRouteHandle();
  const isHome = pathname === '/';

  return (
    <div className={styles.shell({ miniApp: isMiniApp })}>
      <ScrollToTop />
      <a href="#main" className={styles.skipLink}>
        {ru.common.skipToContent}
      </a>
      <Header transparentOnTop={isHome} backButton={handle.headerBack} />
      <main id="main" tabIndex={-1} className={styles.main({ underHeader: isHome })}>
        <Outlet />
      </main>
      <Footer variant={handle.footer} />
      <MobileBottomNav />
    </div>
  );
}

/** Every route change scrolls smoothly to the top (spec section 2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger, not an input
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);
  return null;
}
