import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { container } from '../../../shared/ui/primitives.css';
import type { HomeLayoutSection } from '../types';
import * as styles from './home-section.css';

interface HomeSectionProps {
  section: HomeLayoutSection;
  /** A link beside the title ("all of them"). */
  more?: { to: string; label: string };
  /** Controls of the section's content beside the title (the category strip's arrows on phones). */
  tools?: ReactNode;
  children: ReactNode;
}

/** One block of the home page with the config's settings: padding, full width and colors. */
export function HomeSection({ section, more, tools, children }: HomeSectionProps) {
  const titleId = useId();
  const { padding, fullWidth, backgroundColor, textColor } = section.settings;
  return (
    <section
      className={styles.section({ padding })}
      style={{ backgroundColor, color: textColor }}
      aria-labelledby={section.title ? titleId : undefined}
      data-section={section.type}
    >
      <div className={fullWidth ? undefined : container}>
        {section.title ? (
          <div className={tools ? `${styles.header} ${styles.headerWithTools}` : styles.header}>
            <h2 id={titleId} className={styles.title}>
              {section.title}
            </h2>
            {tools ? (
              <div className={styles.headerEnd}>
                {more ? (
                  <Link to={more.to} className={styles.more}>
                    {more.label}
                  </Link>
                ) : null}
                {tools}
              </div>
            ) : more ? (
              <Link to={more.to} className={styles.more}>
                {more.label}
              </Link>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
