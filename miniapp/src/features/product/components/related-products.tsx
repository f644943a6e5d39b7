import { ru } from '../../../shared/texts/ru';
import { ProductGrid, useRelatedProducts } from '../../catalog';
import * as styles from './product-detail.css';

/** Below the fold: its pictures load lazily; a failure or an empty answer leaves nothing behind. */
export function RelatedProducts({ productId }: { productId: string }) {
  const query = useRelatedProducts(productId, 4);
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.relatedTitle}>
        {ru.product.related}
      </h2>
      <ProductGrid products={query.data} />
    </section>
  );
}
