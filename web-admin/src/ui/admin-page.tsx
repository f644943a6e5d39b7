import type { ReactNode } from 'react';
import * as styles from './admin-page.css';
import { DocumentTitle } from './document-title';

/** A built back-office screen: its title (also the document's), a line on what it holds, its main actions. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <DocumentTitle title={title} />
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 id="admin-page-title" className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
