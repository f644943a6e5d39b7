/**
 * The header's categories menu: a disclosure button and a panel of links (a list, not an ARIA menu, so links
 * behave as links). Escape and a press outside close it; arrow keys move between its links.
 */
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDisclosure } from '../../../shared/lib/use-disclosure';
import { ru } from '../../../shared/texts/ru';
import { ChevronDownIcon } from '../../../shared/ui/icons';
import { useHomepageCategories } from '../api/get-homepage-categories';
import { type Category, categoryFilterHref, categoryName } from '../types';
import * as styles from './categories-dropdown.css';

export function CategoriesDropdown({ triggerClassName }: { triggerClassName?: string }) {
  const state = useHomepageCategories();
  const { open, close, toggle, rootRef, triggerRef } = useDisclosure();
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(close, [pathname, search]);

  // Arrow keys move between the panel's links.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const links = Array.from(panel.querySelectorAll('a'));
      if (links.length === 0) return;
      event.preventDefault();
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        current === -1 ? (step === 1 ? 0 : links.length - 1) : (current + step + links.length) % links.length;
      links[next]?.focus();
    };
    const root = rootRef.current;
    root?.addEventListener('keydown', onKeyDown);
    return () => root?.removeEventListener('keydown', onKeyDown);
  }, [open, rootRef]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName ? `${styles.trigger} ${triggerClassName}` : styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {ru.nav.categories}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        {state.status === 'loading' ? (
          <p className={styles.message} role="status">
            {ru.categories.loading}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <p className={styles.errorMessage} role="alert">
            {ru.categories.error}
          </p>
        ) : null}
        {state.status === 'success' && state.categories.length === 0 ? (
          <p className={styles.message}>{ru.categories.empty}</p>
        ) : null}
        {state.categories.length > 0 ? (
          <>
            <CategoryLinks categories={state.categories} />
            <div className={styles.divider} />
          </>
        ) : null}
        <Link to="/products" className={styles.allLink}>
          {ru.catalog.title}
        </Link>
      </div>
    </div>
  );
}

function CategoryLinks({
  categories,
  nested = false,
}: {
  categories: readonly Category[];
  nested?: boolean;
}) {
  return (
    <ul className={nested ? styles.sublist : styles.list}>
      {categories.map((category) => (
        <li key={category._id}>
          <Link to={categoryFilterHref(category.slug)} className={styles.link}>
            <span>{categoryName(category)}</span>
            {category.productCount > 0 ? <span className={styles.count}>{category.productCount}</span> : null}
          </Link>
          {category.children.length > 0 ? <CategoryLinks categories={category.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}
