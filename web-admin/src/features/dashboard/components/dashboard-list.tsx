import type { ReactNode } from 'react';
import * as form from '../../../ui/form.css';
import { Panel } from '../../../ui/panel';
import * as styles from './dashboard.css';

/** A dashboard panel listing rows (name on the left, figures on the right), or saying there are none. */
export function DashboardList<R>({
  id,
  title,
  rows,
  empty,
  ordered,
  keyOf,
  row,
  children,
}: {
  id: string;
  title: string;
  rows: readonly R[];
  empty: string;
  /** A ranking (numbered list) rather than a plain list. */
  ordered?: boolean;
  keyOf: (row: R) => string | number;
  row: (row: R) => ReactNode;
  /** What stands under the list, such as a link to all of them. */
  children?: ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Panel id={id} title={title}>
      {rows.length === 0 ? (
        <p className={form.hint}>{empty}</p>
      ) : (
        <List className={styles.list}>
          {rows.map((item) => (
            <li key={keyOf(item)} className={styles.listRow}>
              {row(item)}
            </li>
          ))}
        </List>
      )}
      {children}
    </Panel>
  );
}
