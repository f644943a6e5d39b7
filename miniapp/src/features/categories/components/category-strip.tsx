import { imageSrcSet } from '@shop/core/rules';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { visuallyHidden } from '../../../shared/ui/primitives.css';
import type { CategoriesState } from '../api/get-homepage-categories';
import { categoryHref, categoryName } from '../types';
import * as styles from './category-strip.css';

/** How far one arrow press scrolls the strip on phones (spec section 9). */
const CATEGORY_SCROLL_STEP = 240;

const columnCount = (count: number) =>
  count === 1 || count === 2 || count === 3 || count === 4 ? count : 'many';

interface CategoryStripProps {
  state: CategoriesState;
  /** The swipeable row, for the arrows (`CategoryStripArrows`) that scroll it. */
  trackRef: RefObject<HTMLUListElement | null>;
}

/** Category tiles: a 5-column grid on desktop, a swipeable row on phones (its arrows stand beside the title). */
export function CategoryStrip({ state, trackRef }: CategoryStripProps) {
  if (state.status === 'loading') {
    return (
      <div className={styles.root}>
        <span className={visuallyHidden} role="status">
          {ru.categories.loading}
        </span>
        <ul className={styles.track()} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((index) => (
            <li key={index} className={styles.item}>
              <div className={styles.skeleton} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <ul ref={trackRef} className={styles.track({ count: columnCount(state.categories.length) })}>
        {state.categories.map((category) => {
          const name = categoryName(category);
          return (
            <li key={category._id} className={styles.item}>
              <Link to={categoryHref(category.slug)} className={styles.tile}>
                <div className={styles.media}>
                  {category.image ? (
                    <img
                      className={styles.image}
                      src={category.image}
                      srcSet={imageSrcSet(category.image)}
                      sizes="(min-width: 768px) 20vw, 40vw"
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.monogram} aria-hidden="true">
                      {name.charAt(0)}
                    </span>
                  )}
                </div>
                <span className={styles.name}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The phone's arrows (spec: scroll arrows on mobile, step 240 px). They stand in the section's title row rather
 * than in a row of their own under the tiles, which left a tall empty band before the next section.
 */
export function CategoryStripArrows({ trackRef }: Pick<CategoryStripProps, 'trackRef'>) {
  const scrollBy = (direction: 1 | -1) =>
    trackRef.current?.scrollBy({ left: direction * CATEGORY_SCROLL_STEP, behavior: 'smooth' });
  return (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={ru.categories.scrollBack}
        onClick={() => scrollBy(-1)}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.arrow}
        aria-label={ru.categories.scrollForward}
        onClick={() => scrollBy(1)}
      >
        <ChevronRightIcon size={18} />
      </button>
    </div>
  );
}
