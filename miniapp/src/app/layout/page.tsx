/** The common frame of a content page: breadcrumbs, the heading, and the document title. */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../features/settings/hooks/use-document-title';
import { Breadcrumbs, type Crumb } from '../../shared/ui/breadcrumbs';
import * as styles from '../../shared/ui/page.css';
import { container } from '../../shared/ui/primitives.css';

interface PageProps {
  title: string;
  /** Trail between Главная and this page; the page itself is added last. Omit for no breadcrumbs. */
  breadcrumbs?: Crumb[];
  children?: ReactNode;
}

export function Page({ title, breadcrumbs, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={`${container} ${styles.page}`}>
      {breadcrumbs ? <Breadcrumbs items={[...breadcrumbs, { label: title }]} /> : null}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
