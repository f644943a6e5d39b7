import { Link } from 'react-router-dom';
import { ru } from '../texts/ru';
import * as styles from './page.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Home first, the current page last and not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail: Crumb[] = [{ label: ru.nav.home, to: '/' }, ...items];
  return (
    <nav aria-label={ru.nav.breadcrumbs} className={styles.breadcrumbs}>
      <ol className={styles.breadcrumbList}>
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${crumb.to ?? 'current'}`} className={styles.breadcrumbItem}>
              {isLast || !crumb.to ? (
                <span className={styles.breadcrumbCurrent} aria-current={isLast ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className={styles.breadcrumbLink}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
