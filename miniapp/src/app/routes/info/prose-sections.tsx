import type { ReactNode } from 'react';
import type { PageSection } from '../../../shared/texts/ru-pages';
import * as styles from './info.css';

/** `lead`: a line before the first section (the policy's date), spaced as the sections are. */
export function ProseSections({ lead, sections }: { lead?: ReactNode; sections: readonly PageSection[] }) {
  return (
    <div className={styles.prose}>
      {lead}
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
