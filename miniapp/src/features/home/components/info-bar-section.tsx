import { FALLBACK_SHIPPING_METHOD, infoBarMessagesWith } from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import * as styles from './info-bar-section.css';
import type { SectionProps } from './section-props';

/** The scrolling strip of shop messages; still for those who prefer reduced motion. */
export function InfoBarSection({ section, home }: SectionProps) {
  const { infoBar } = home.homeConfig;
  if (!infoBar.isEnabled || infoBar.messages.length === 0) return null;
  const backgroundColor = section.settings.backgroundColor ?? infoBar.backgroundColor;
  const color = section.settings.textColor ?? infoBar.textColor;
  // The api fills the threshold in; only the built-in fallback still names it, by checkout's fallback courier.
  const items = infoBarMessagesWith(infoBar.messages, FALLBACK_SHIPPING_METHOD.freeFromKopecks);
  return (
    <aside
      className={styles.bar}
      style={{ backgroundColor, color }}
      aria-label={ru.home.infoBar}
      data-section="info-bar"
    >
      <div className={styles.track}>
        {[0, 1].map((copy) => (
          <ul key={copy} className={styles.list} aria-hidden={copy === 1 ? true : undefined}>
            {items.map((message) => (
              <li key={message} className={styles.item}>
                {message}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </aside>
  );
}
