import * as styles from './count-badge.css';

/** Formats a count for a badge: nothing for zero, '99+' above 99. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** A count over an icon; the icon's link carries the count in its accessible name, so this is not read twice. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} aria-hidden="true">
      {text}
    </span>
  );
}

/** 'Корзина' or 'Корзина: 3' — the name an icon link with a badge is announced by. */
export function labelWithCount(label: string, count: number): string {
  const text = formatBadgeCount(count);
  return text === null ? label : `${label}: ${text}`;
}
