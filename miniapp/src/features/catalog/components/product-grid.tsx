import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useColorMapping, useRetailSettings } from '../api/reference-data';
import type { Product } from '../types';
import { ProductCard, type ProductCardOptions } from './product-card';
import * as styles from './product-grid.css';

interface ProductGridProps extends ProductCardOptions {
  products: readonly Product[];
  /** How many cards from the top load their pictures at once. */
  eagerCount?: number;
  columns?: 3 | 4;
}

/** Cards drawn with the list at once; the rest follow in a render that yields to the browser. */
const FIRST_CARDS = 4;

export function ProductGrid({ products, eagerCount = 0, columns = 4, ...options }: ProductGridProps) {
  const mapping = useColorMapping();
  const retailSettings = useRetailSettings();
  // A list arrives in one update that React would otherwise draw in one piece, holding a phone's main thread for
  // every card of it: the first row comes at once, the rest in a transition, a few milliseconds at a time. Pages
  // added later come in one piece, as the buyer asked for them.
  const firstCards = Math.max(eagerCount, FIRST_CARDS);
  const [allShown, setAllShown] = useState(products.length <= firstCards);
  useEffect(() => {
    if (!allShown) startTransition(() => setAllShown(true));
  }, [allShown]);
  const shown = allShown ? products : products.slice(0, firstCards);
  return (
    <ul className={styles.grid({ columns })}>
      {shown.map((product, index) => (
        <li key={product._id ?? product.id}>
          <ProductCard
            product={product}
            mapping={mapping}
            retailSettings={retailSettings}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
            {...options}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a list loads; at most 8 (SPEC 2). */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }): ReactNode {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.grid({ columns: 4 })} aria-hidden="true">
        {Array.from({ length: Math.min(count, 8) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index} className={styles.skeletonCard}>
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </li>
        ))}
      </ul>
    </div>
  );
}
