import { useId } from 'react';
import { useFooterData } from '../../../features/settings/hooks/use-footer-data';
import { useVerticalSwipesLocked } from '../../../features/telegram';
import { sizeChartPage as text } from '../../../shared/texts/ru-pages';
import { Page } from '../../layout/page';
import * as styles from './info.css';

/** The note sits below the scrolling table, not in it, so a phone shows it whole. */
function SizeTable({ note, columns, rows }: { note: string; columns: string[]; rows: string[][] }) {
  const noteId = useId();
  return (
    <div className={styles.tableBlock}>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-describedby={noteId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([size, ...cells]) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns of a static table
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={noteId} className={styles.tableNote}>
        {note}
      </p>
    </div>
  );
}

export function SizeChartPage() {
  const { pages } = useFooterData();
  // Inside Telegram the wide tables are scrolled about without a swipe down closing the shop.
  useVerticalSwipesLocked();
  return (
    <Page title={pages.sizeChart.title} breadcrumbs={[]}>
      <div className={styles.prose}>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{text.clothingTitle}</h2>
          <SizeTable note={text.clothingHint} columns={text.clothingColumns} rows={text.clothing} />
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{text.shoesTitle}</h2>
          <SizeTable note={text.shoesHint} columns={text.shoesColumns} rows={text.shoes} />
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{text.howToMeasureTitle}</h2>
          <ul className={styles.list}>
            {text.howToMeasure.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
