// A titled list of the Telegram screen: a paged table whose rows turn into cards on a phone.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedList } from '../../../ui/paged-list';
import * as table from '../../../ui/table.css';
import { TableHead } from '../../../ui/table-head';
import * as styles from './telegram.css';

interface ListTexts {
  title: string;
  tableLabel: string;
  columns: Record<string, string>;
  empty: string;
  pageOf: (page: number, pages: number, total: number) => string;
}

/** `aside` stands beside the title, `children` between the title and the table; `row` draws one table row. */
export function TelegramList<
  D extends { pagination: { page: number; pages: number; total: number; hasNext: boolean } },
  R,
>({
  id,
  texts: t,
  list,
  rowsOf,
  page,
  onPage,
  aside,
  children,
  row,
}: {
  id: string;
  texts: ListTexts;
  list: UseQueryResult<D>;
  rowsOf: (data: D) => readonly R[];
  page: number;
  onPage: (page: number) => void;
  aside?: ReactNode;
  children?: ReactNode;
  row: (item: R) => ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {t.title}
        </h2>
        {aside}
      </div>
      {children}
      <PagedList list={list} rowsOf={rowsOf} texts={t} paging={{ page, onPage }} pagerWhenPaged>
        {(rows) => (
          <div className={table.wrapper}>
            <table className={`${table.table} ${table.cardsOnPhone}`} aria-label={t.tableLabel}>
              <TableHead labels={Object.values(t.columns)} />
              <tbody>{rows.map(row)}</tbody>
            </table>
          </div>
        )}
      </PagedList>
    </section>
  );
}
