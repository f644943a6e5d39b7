import type { ReactNode } from 'react';
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

export function ProductGrid({ products, eagerCount = 0, columns = 4, ...options }: ProductGridProps) {
  const mapping = useColorMapping();
  const retailSettings = useRetailSettings();
  return (
    <ul className={styles.grid({ columns })}>
      {products.map((product, index) => (
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
