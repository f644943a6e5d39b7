import type { ReactNode } from 'react';
import * as form from './form.css';

/** A framed part of a screen under its own heading, named by that heading for screen readers. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={form.panel} aria-labelledby={id}>
      <h2 id={id} className={form.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
