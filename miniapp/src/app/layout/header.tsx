/**
 * The site header. Over the home page it starts transparent and turns solid after 20px of scrolling. In the
 * mini-app and on phones the menu, search and cart give way to the bottom navigation (spec sections 2 and 6). The
 * contact button stands first among its actions at every width.
 */
import { Suspense, useEffect, useId } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/auth/store/auth-store';
import { displayNameOf, isStaff } from '../../features/auth/types';
import { useLogout } from '../../features/auth/use-logout';
import { useCartItemCount } from '../../features/cart/hooks/use-cart-item-count';
import { CategoriesDropdown } from '../../features/categories/components/categories-dropdown';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { useIsMiniApp } from '../../features/telegram/store/app-mode-store';
import { useWishlistCount } from '../../features/wishlist/store/wishlist-store';
import { useTakingOverDrawnPage } from '../../shared/lib/drawn-page';
import { lazyPart } from '../../shared/lib/lazy-part';
import { useDisclosure } from '../../shared/lib/use-disclosure';
import { useScrolledPast } from '../../shared/lib/use-scrolled-past';
import { ru } from '../../shared/texts/ru';
import { CountBadge, labelWithCount } from '../../shared/ui/count-badge';
import {
  ArrowLeftIcon,
  BagIcon,
  GridIcon,
  HeartIcon,
  LoginIcon,
  LogoutIcon,
  SearchIcon,
  UserIcon,
} from '../../shared/ui/icons';
import { container, iconButton } from '../../shared/ui/primitives.css';
import * as styles from './header.css';

// The contact button's code and its settings call are not first-screen content: they load after the page.
const ContactWidget = lazyPart(
  () => import('../../features/contact-widget/components/contact-widget'),
  'ContactWidget',
);

/** Scrolled distance after which the transparent header turns solid (spec section 9). */
const HEADER_SCROLL_THRESHOLD = 20;

interface HeaderProps {
  /** Over the home page: transparent until the page scrolls. */
  transparentOnTop?: boolean;
  /** The back-button variant, for pages reached from a list. */
  backButton?: boolean;
}

const firstVisit = { status: 'anonymous', cartCount: 0, wishlistCount: 0 } as const;

export function Header({ transparentOnTop = false, backButton = false }: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const isMiniApp = useIsMiniApp();
  const { settings } = useStoreSettings();
  const live = { status: useAuth().status, cartCount: useCartItemCount(), wishlistCount: useWishlistCount() };
  // A drawn page shows a first visit's header until it is taken over.
  const { status, cartCount, wishlistCount } = useTakingOverDrawnPage() ? firstVisit : live;
  const navigate = useNavigate();
  const location = useLocation();

  const showsLogoImage = Boolean(settings.logo.showLogo && settings.logo.url);

  const goBack = () => {
    // Opened straight on this page: there is no history entry of ours to go back to.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  return (
    <header className={styles.header({ solid: !transparentOnTop || scrolled })}>
      <div className={`${container} ${styles.bar}`}>
        <div className={styles.start}>
          {/* Inside Telegram its own back button does this job. */}
          {backButton && !isMiniApp ? (
            <button type="button" className={iconButton} aria-label={ru.common.back} onClick={goBack}>
              <ArrowLeftIcon />
            </button>
          ) : null}
          <Link to="/" className={styles.logo} aria-label={`${settings.storeName} — ${ru.nav.home}`}>
            {showsLogoImage ? <img className={styles.logoImage} src={settings.logo.url} alt="" /> : null}
            <span className={styles.storeName({ besideBack: showsLogoImage && backButton && !isMiniApp })}>
              {settings.storeName}
            </span>
          </Link>
        </div>

        {isMiniApp ? null : (
          <nav className={styles.nav} aria-label={ru.nav.mainMenu}>
            <ul className={styles.navList}>
              <li>
                <NavLink to="/" end className={styles.navLink}>
                  {ru.nav.home}
                </NavLink>
              </li>
              <li>
                <MenuLink to="/products">{ru.nav.catalog}</MenuLink>
              </li>
              <li>
                <MenuLink to="/products?filter=new">{ru.nav.newArrivals}</MenuLink>
              </li>
              <li>
                <MenuLink to="/products?filter=sale" className={styles.saleLink}>
                  {ru.nav.sale}
                </MenuLink>
              </li>
              <li>
                <CategoriesDropdown triggerClassName={styles.navLink} />
              </li>
              <li>
                <NavLink to="/contact" className={styles.navLink}>
                  {ru.nav.contact}
                </NavLink>
              </li>
              <li>
                <NavLink to="/about" className={styles.navLink}>
                  {ru.nav.about}
                </NavLink>
              </li>
            </ul>
          </nav>
        )}

        <div className={styles.actions}>
          {/* First in the row: when it arrives after the page, the icons already there keep their places. */}
          <Suspense fallback={null}>
            <ContactWidget />
          </Suspense>
          {isMiniApp ? null : (
            <Link to="/search" className={`${iconButton} ${styles.desktopOnly}`} aria-label={ru.nav.search}>
              <SearchIcon />
            </Link>
          )}
          <Link
            to="/wishlist"
            className={iconButton}
            aria-label={labelWithCount(ru.nav.wishlist, wishlistCount)}
          >
            <HeartIcon />
            <CountBadge count={wishlistCount} />
          </Link>
          {isMiniApp ? null : (
            <Link
              to="/cart"
              className={`${iconButton} ${styles.desktopOnly}`}
              aria-label={labelWithCount(ru.nav.cart, cartCount)}
            >
              <BagIcon />
              <CountBadge count={cartCount} />
            </Link>
          )}
          {/* Inside Telegram the user is signed in automatically and the account is a bottom-nav tab. */}
          {!isMiniApp && status === 'anonymous' ? (
            // Signing in or up from here comes back to this page (the cart, checkout), not the catalogue.
            <Link
              to="/auth"
              state={{ from: `${location.pathname}${location.search}` }}
              className={iconButton}
              aria-label={ru.nav.login}
            >
              <LoginIcon />
            </Link>
          ) : null}
          {!isMiniApp && status === 'authenticated' ? <UserMenu /> : null}
        </div>
      </div>
    </header>
  );
}

/** A catalogue link, current only when both the path and the query match (several share /products). */
function MenuLink({ to, className, children }: { to: string; className?: string; children: string }) {
  const location = useLocation();
  const current = `${location.pathname}${location.search}` === to;
  return (
    <Link
      to={to}
      className={className ? `${styles.navLink} ${className}` : styles.navLink}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

function UserMenu() {
  const { user } = useAuth();
  const { open, close, toggle, rootRef, triggerRef } = useDisclosure();
  const logoutAndGoHome = useLogout();
  const { pathname } = useLocation();
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(close, [pathname]);

  if (!user) return null;
  const staff = isStaff(user);

  const onLogout = async () => {
    close();
    await logoutAndGoHome();
  };

  return (
    <div ref={rootRef} className={styles.userMenu}>
      <button
        ref={triggerRef}
        type="button"
        className={iconButton}
        aria-label={ru.nav.userMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <UserIcon />
      </button>
      <div id={panelId} className={styles.userPanel} hidden={!open}>
        <div className={styles.userInfo}>
          <span className={styles.userName}>{displayNameOf(user)}</span>
          {user.email ? <span className={styles.userEmail}>{user.email}</span> : null}
        </div>
        {staff ? (
          // The admin panel is its own app under /admin, so this is a full page load, not a router link.
          <a href="/admin/dashboard" className={styles.userAction}>
            <GridIcon size={18} />
            {ru.nav.adminPanel}
          </a>
        ) : (
          <Link to="/account" className={styles.userAction}>
            <UserIcon size={18} />
            {ru.nav.account}
          </Link>
        )}
        <button type="button" className={styles.userAction} onClick={onLogout}>
          <LogoutIcon size={18} />
          {ru.nav.logout}
        </button>
      </div>
    </div>
  );
}
