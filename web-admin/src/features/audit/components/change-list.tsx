import * as table from '../../../ui/table.css';
import { auditTexts as t } from '../audit-texts';
import { changeLines } from '../change-lines';
import * as styles from './audit.css';

/** What a logged change did, one field a line: «Цена: 3 990 ₽ → 3 590 ₽», or the value alone when created. */
export function ChangeList({ change }: { change: { entity: string; before: unknown; after: unknown } }) {
  const lines = changeLines(change);
  if (lines.length === 0) return <span className={table.muted}>{t.nothing}</span>;
  return (
    <ul className={styles.values}>
      {lines.map(({ field, before, after }) => (
        <li key={field} className={styles.value}>
          {field}:{' '}
          {before !== undefined && after !== undefined ? `${before} ${t.arrow} ${after}` : (after ?? before)}
        </li>
      ))}
    </ul>
  );
}
