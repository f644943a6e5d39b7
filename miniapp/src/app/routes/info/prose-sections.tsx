import type { PageSection } from '../../../shared/texts/ru-pages';
import * as styles from './info.css';

export function ProseSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <div className={styles.prose}>
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
