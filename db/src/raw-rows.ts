/** `db.execute` answers an array on postgres.js and `{ rows }` on PGlite; this reads either. */
export function rawRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Each column's key in drizzle's shape (snake_case to camelCase), worked out once per column name. */
const camelKeys = new Map<string, string>();
const camelKey = (column: string): string => {
  let key = camelKeys.get(column);
  if (key === undefined) {
    key = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    camelKeys.set(column, key);
  }
  return key;
};

/** A row as to_jsonb gives it (snake_case keys, timestamps as text) in drizzle's shape; `dates` become Dates. */
export function jsonRow<T>(json: Record<string, unknown>, dates: readonly string[]): T {
  const row: Record<string, unknown> = {};
  for (const column in json) {
    const key = camelKey(column);
    const value = json[column];
    row[key] = typeof value === 'string' && dates.includes(key) ? new Date(value) : value;
  }
  return row as T;
}
