import type { ReactNode } from 'react';
import { ru } from '../texts/ru';
import * as styles from './page.css';
import { button } from './primitives.css';
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

/** A list or section that failed to load: what failed, why, and a button that asks again. */
export function RetryState({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <EmptyState title={title} text={text}>
      <button type="button" className={button()} onClick={onRetry}>
        {ru.common.retry}
      </button>
    </EmptyState>
  );
}
