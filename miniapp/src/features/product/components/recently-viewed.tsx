/** «Вы недавно смотрели» below the product: viewing the product records it, the products viewed before it show. */
import { useEffect, useState } from 'react';
import { ruLists } from '../../../shared/texts/ru-lists';
import { useAuth } from '../../auth';
import { type Product, ProductGrid } from '../../catalog';
import { productsByIds } from '../../product-lists';
import { viewProduct } from '../../recently-viewed';
import * as styles from './product-detail.css';

/** Two rows of the grid. */
const SHOWN = 8;

async function viewedBefore(signedIn: boolean, productId: string): Promise<Product[]> {
  const entries = (await viewProduct(signedIn, productId)).slice(0, SHOWN);
  const products = await productsByIds(entries.map((entry) => entry.productId));
  return entries.flatMap((entry) => products.get(entry.productId) ?? []);
}

export function RecentlyViewed({ productId }: { productId: string }) {
  const { status, user } = useAuth();
  const owner = status === 'loading' ? null : status === 'authenticated' ? (user?.id ?? null) : 'guest';
  const [products, setProducts] = useState<Product[]>([]);
  useEffect(() => {
    if (owner === null) return;
    let current = true;
    viewedBefore(owner !== 'guest', productId)
      .then((found) => current && setProducts(found))
      .catch(() => {
        // Not recorded and nothing to show: the page goes on without the section.
      });
    return () => {
      current = false;
    };
  }, [owner, productId]);
  if (products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={styles.relatedTitle}>
        {ruLists.viewed.title}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
