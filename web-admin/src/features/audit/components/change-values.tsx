import * as table from '../../../ui/table.css';
import { auditTexts as t } from '../audit-texts';
import * as styles from './audit.css';

/** A record's fields before or after a change, one `field: value` line each; nested values as JSON. */
export function ChangeValues({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className={table.muted}>{t.nothing}</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  return (
    <ul className={`${table.muted} ${styles.values}`}>
      {Object.entries(value).map(([key, field]) => (
        <li key={key} className={styles.value}>
          {key}: {typeof field === 'object' ? JSON.stringify(field) : String(field)}
        </li>
      ))}
    </ul>
  );
}
