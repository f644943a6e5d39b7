import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import { emptyList, messagePage, messageText, messageTitle, statusMessage } from './status-message.css';

/** A short waiting text, announced politely to screen readers. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <div className={statusMessage} role="status">
      {children}
    </div>
  );
}

/** What a list says when it holds nothing, and how to find something, announced to screen readers. */
export function EmptyList({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={emptyList} role="status">
      <strong>{title}</strong>
      {hint && <span>{hint}</span>}
    </div>
  );
}

/** A page that only explains something (not found, no access, an error) and offers one way on. */
export function MessagePage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <section className={messagePage} aria-labelledby="message-page-title">
      <DocumentTitle title={title} />
      <h1 id="message-page-title" className={messageTitle}>
        {title}
      </h1>
      <p className={messageText}>{text}</p>
      {action}
    </section>
  );
}
