import type { ReactNode } from 'react';
import * as styles from './page.css';
import { spinning } from './spin.css';

/** A wait message announced politely to screen readers. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={`${styles.spinner} ${spinning}`} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      {text ? <p className={styles.stateText}>{text}</p> : null}
      {children}
    </div>
  );
}
