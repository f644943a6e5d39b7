import * as table from '../../../ui/table.css';
import { auditTexts as t } from '../audit-texts';
import * as styles from './audit.css';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value as a person reads it: yes/no, a dash for nothing, a localized name by its Russian text. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.nothing;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (isFields(value) && typeof value.ru === 'string') return value.ru;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A record's fields before or after a change, one `field: value` line each. When the other side is a record
 * too, only the fields that differ are listed, so a change of one field in a whole form reads as that field.
 */
export function ChangeValues({ value, other }: { value: unknown; other?: unknown }) {
  if (value === null || value === undefined) return <span className={table.muted}>{t.nothing}</span>;
  if (!isFields(value)) return <span>{readable(value)}</span>;
  const entries = Object.entries(value);
  const shown = isFields(other) ? entries.filter(([key, field]) => !same(field, other[key])) : entries;
  const hidden = entries.length - shown.length;
  return (
    <ul className={`${table.muted} ${styles.values}`}>
      {shown.map(([key, field]) => (
        <li key={key} className={styles.value}>
          {key}: {readable(field)}
        </li>
      ))}
      {hidden > 0 && <li className={styles.value}>{t.unchanged(hidden)}</li>}
    </ul>
  );
}
