import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { button, container } from '../../../shared/ui/primitives.css';
import type { StoreSettings } from '../../settings';
import * as styles from './hero-section.css';

/** The opening block under the transparent header: store name, description, the way into the catalogue. */
export function HeroSection({ settings }: { settings: StoreSettings }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.ornament} aria-hidden="true" />
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.eyebrow}>{ru.home.heroEyebrow}</p>
        <h1 id="home-hero-title" className={styles.title}>
          {settings.storeName}
        </h1>
        <p className={styles.description}>{settings.storeDescription}</p>
        <div className={styles.actions}>
          <Link to="/products" className={button({ tone: 'primary' })}>
            {ru.home.heroCta}
          </Link>
          <Link to="/products?filter=new" className={button({ tone: 'outline' })}>
            {ru.home.heroSecondaryCta}
          </Link>
        </div>
      </div>
    </section>
  );
}
