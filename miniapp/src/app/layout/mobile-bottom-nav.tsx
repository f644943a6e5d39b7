/** The phone and mini-app tab bar (spec section 2, "Mobile bottom navigation"). */
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/store/auth-store';
import { type AuthStatus, firstNameOf, isStaff, type User } from '../../features/auth/types';
import { useCartItemCount } from '../../features/cart/hooks/use-cart-item-count';
import { useIsMiniApp } from '../../features/telegram/store/app-mode-store';
import { useTakingOverDrawnPage } from '../../shared/lib/drawn-page';
import { ru } from '../../shared/texts/ru';
import { CountBadge, labelWithCount } from '../../shared/ui/count-badge';
import { BagIcon, GridIcon, HomeIcon, SearchIcon, UserIcon } from '../../shared/ui/icons';
import * as styles from './mobile-bottom-nav.css';

/** Where the account tab leads and what it says: sign in, the admin panel, or the account. */
function accountTab(status: AuthStatus, user: User | null): { to: string; label: string } {
  if (status !== 'authenticated' || !user) return { to: '/auth', label: ru.nav.login };
  if (isStaff(user)) return { to: '/admin/dashboard', label: ru.nav.admin };
  return { to: '/account', label: firstNameOf(user) ?? ru.nav.account };
}

export function MobileBottomNav() {
  const isMiniApp = useIsMiniApp();
  const { status, user } = useAuth();
  const liveCartCount = useCartItemCount();
  const { pathname } = useLocation();
  // A drawn page shows a first visit's tabs until it is taken over.
  const takingOver = useTakingOverDrawnPage();
  const account = takingOver ? accountTab('anonymous', null) : accountTab(status, user);
  const cartCount = takingOver ? 0 : liveCartCount;
  const inCatalog = pathname.startsWith('/products') || pathname.startsWith('/product/');

  return (
    <nav className={styles.nav({ always: isMiniApp })} aria-label={ru.nav.bottomNav}>
      <ul className={styles.list}>
        <li>
          <Tab to="/" end label={ru.nav.home} icon={<HomeIcon />} />
        </li>
        <li>
          <Tab to="/products" label={ru.nav.catalog} icon={<GridIcon />} current={inCatalog} />
        </li>
        <li>
          <Tab
            to="/cart"
            label={ru.nav.cart}
            ariaLabel={labelWithCount(ru.nav.cart, cartCount)}
            icon={
              <>
                <BagIcon />
                <CountBadge count={cartCount} className={styles.badge} />
              </>
            }
          />
        </li>
        <li>
          <Tab to="/search" label={ru.nav.search} icon={<SearchIcon />} />
        </li>
        <li>
          {account.to.startsWith('/admin') ? (
            // The admin panel is a separate app: a full page load.
            <a href={account.to} className={styles.tab}>
              <span className={styles.iconWrap}>
                <UserIcon />
              </span>
              <span className={styles.label}>{account.label}</span>
            </a>
          ) : (
            <Tab to={account.to} label={account.label} icon={<UserIcon />} />
          )}
        </li>
      </ul>
    </nav>
  );
}

interface TabProps {
  to: string;
  label: string;
  icon: ReactNode;
  ariaLabel?: string;
  end?: boolean;
  /** Overrides the router's own notion of "current" (the catalogue tab covers several paths). */
  current?: boolean;
}

function Tab({ to, label, icon, ariaLabel, end, current }: TabProps) {
  const content = (
    <>
      <span className={styles.iconWrap}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </>
  );
  if (current !== undefined) {
    return (
      <Link to={to} className={styles.tab} aria-label={ariaLabel} aria-current={current ? 'page' : undefined}>
        {content}
      </Link>
    );
  }
  return (
    <NavLink to={to} end={end} className={styles.tab} aria-label={ariaLabel}>
      {content}
    </NavLink>
  );
}
