import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { canAccessArea } from '../../features/auth/permissions';
import { authStore, signOut } from '../../features/auth/store/auth-store';
import { texts } from '../../lib/texts';
import { button } from '../../ui/button.css';
import { StatusMessage } from '../../ui/status-message';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import { SIDEBAR_AREAS } from '../admin-sections';
import * as styles from './admin-layout.css';

const SIDEBAR_ID = 'admin-sidebar';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Staff frame: top bar with the signed-in user, sidebar of the areas the role may open, the page in <main>. */
export function AdminLayout() {
  const { user } = useSnapshot(authStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // On every page change: close the mobile menu, scroll to the top, and move focus to the new page so
  // keyboard and screen-reader users start there instead of at the link they left behind.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuOpen(false);
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    sidebarRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const areas = SIDEBAR_AREAS.filter((area) => canAccessArea(user?.role, area));
  const roleLabel = user ? texts.roles[user.role] : '';
  const personName = user?.firstName || user?.name || '';
  // Staff accounts made with the demo shop are named after their role; the email then tells people apart.
  const displayName = (personName && personName !== roleLabel ? personName : user?.email) || personName;

  async function handleLogout() {
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {texts.skipToContent}
      </a>
      <header className={styles.topBar}>
        <button
          type="button"
          className={`${button.secondary} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {texts.menuOpen}
        </button>
        <Link className={styles.brand} to="/dashboard">
          {texts.appTitle}
        </Link>
        <span className={styles.spacer} />
        <a className={styles.storefrontLink} href="/">
          {texts.toStorefront}
        </a>
        {user && (
          <p className={styles.user}>
            <span className={styles.userName} title={displayName}>
              <span className={visuallyHidden}>{texts.signedInAs} </span>
              {displayName}
            </span>
            <span className={styles.userRole}>{roleLabel}</span>
          </p>
        )}
        <button type="button" className={button.secondary} onClick={handleLogout}>
          {texts.logout}
        </button>
      </header>
      <div className={styles.body}>
        {menuOpen && (
          <button
            type="button"
            className={styles.backdrop}
            aria-label={texts.menuClose}
            tabIndex={-1}
            onClick={() => setMenuOpen(false)}
          />
        )}
        <nav
          id={SIDEBAR_ID}
          ref={sidebarRef}
          className={styles.sidebar}
          data-open={menuOpen}
          aria-label={texts.sidebarLabel}
        >
          <ul className={styles.navList}>
            {areas.map((area) => (
              <li key={area}>
                <NavLink className={styles.navLink} to={`/${area}`}>
                  {texts.sections[area].nav ?? texts.sections[area].title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" ref={mainRef} className={styles.main} tabIndex={-1}>
          <Suspense fallback={<StatusMessage>{texts.pageLoading}</StatusMessage>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </>
  );
}
