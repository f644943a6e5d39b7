import type { ReactNode } from 'react';
import type { AdminArea } from '../../features/auth/permissions';
import { texts } from '../../lib/texts';
import { DocumentTitle } from '../../ui/document-title';
import * as styles from './section-page.css';

/**
 * A section's title and an honest empty state naming what the section will manage. Sections replace the empty
 * state with their real content as they are built.
 */
export function SectionPage({ area, children }: { area: AdminArea; children?: ReactNode }) {
  const section = texts.sections[area];
  const headingId = `section-${area.replace('/', '-')}-title`;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <DocumentTitle title={section.title} />
      <div className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {section.title}
        </h1>
        <p className={styles.description}>{section.description}</p>
      </div>
      {children}
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{texts.section.emptyTitle}</h2>
        <p className={styles.emptyText}>{texts.section.emptyLead}</p>
        <ul className={styles.plans}>
          {section.plans.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
