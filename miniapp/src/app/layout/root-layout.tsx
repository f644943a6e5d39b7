/** The frame around every storefront page: header, main content, footer and the phone tab bar. */
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCartItemCount } from '../../features/cart';
import { useIsMiniApp } from '../../features/telegram/store/app-mode-store';
import { lazyPart } from '../../shared/lib/lazy-part';
import { ru } from '../../shared/texts/ru';
import { Header } from './header';
import { MobileBottomNav } from './mobile-bottom-nav';
import * as styles from './root-layout.css';
import { RouteErrorBoundary } from './route-error';
import { useRouteHandle } from './route-handle';

// These load after the page: the footer is below the fold and the Telegram controls only matter inside Telegram
// (web mode never downloads them).
const Footer = lazyPart(() => import('./footer'), 'Footer');
// Messages show only after something the buyer did, so their stack loads after the page as well.
const Toaster = lazyPart(() => import('../../shared/ui/toast/toaster'), 'Toaster');
// The wishlist's place for every device of hers (CloudStorage or the server) is read after the first paint.
const WishlistSync = lazyPart(
  () => import('../../features/wishlist/components/wishlist-sync'),
  'WishlistSync',
);
const TelegramControls = lazyPart(
  () => import('../../features/telegram/components/telegram-controls'),
  'TelegramControls',
);

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
        {/* A page that fails keeps the header and footer around its error. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer variant={handle.footer} />
      </Suspense>
      <MobileBottomNav />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <Suspense fallback={null}>
        <WishlistSync />
      </Suspense>
      <Suspense fallback={null}>{isMiniApp ? <MiniAppControls /> : null}</Suspense>
    </div>
  );
}

/** Telegram's buttons, with the cart's count for 'Перейти в корзину'. */
function MiniAppControls() {
  return <TelegramControls cartCount={useCartItemCount()} />;
}

/**
 * Every route change scrolls smoothly to the top (spec section 2). The first page stays where the browser put it:
 * where the buyer scrolled the page the server drew before its scripts came, or a reload's restored place.
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef(pathname + search);
  useEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);
  return null;
}
