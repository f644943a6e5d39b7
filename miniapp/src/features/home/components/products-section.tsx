/** Featured products, new arrivals and sale products (SPEC 2 "Home page"). */
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { button } from '../../../shared/ui/primitives.css';
import { EmptyState, RetryState } from '../../../shared/ui/states';
import { ProductGrid } from '../../catalog';
import type { HomePart } from '../types';
import { HomeSection } from './home-section';
import * as styles from './products-section.css';
import type { SectionProps } from './section-props';

const kinds = {
  'featured-products': {
    block: 'featuredProducts',
    part: 'featured',
    error: ru.home.featuredError,
    // The row is titled «Популярные товары» (its products, unless chosen, the featured ones by sales).
    more: '/products?sort=popular',
  },
  'new-arrivals': {
    block: 'newArrivals',
    part: 'newArrivals',
    error: ru.home.newArrivalsError,
    more: '/products?filter=new',
  },
  'sale-products': {
    block: 'saleProducts',
    part: 'sale',
    error: ru.home.saleError,
    more: '/products?filter=sale',
  },
} as const;

export function ProductsSection({ section, home, retry }: SectionProps) {
  const kind = kinds[section.type as keyof typeof kinds];
  if (!kind) return null;
  const config = home.homeConfig[kind.block];
  const display = home.homeConfig.productDisplay;
  const source =
    section.type === 'featured-products'
      ? home.featuredProducts
      : section.type === 'new-arrivals'
        ? home.newArrivals
        : // The sale section keeps only items on sale and active (SPEC 5).
          home.saleProducts.filter((product) => product.isSale && product.isActive);
  const products = source.slice(0, config.maxProducts);
  const error = home.errors[kind.part as HomePart];
  const titled = { ...section, title: config.title || section.title };

  return (
    <HomeSection section={titled} more={{ to: kind.more, label: ru.home.viewAll }}>
      {config.subtitle ? <p className={styles.subtitle}>{config.subtitle}</p> : null}
      {error ? (
        <RetryState title={kind.error} text={error} onRetry={retry} />
      ) : products.length === 0 ? (
        <EmptyState title={ru.home.empty}>
          <Link to="/products" className={button({ tone: 'outline' })}>
            {ru.common.toCatalog}
          </Link>
        </EmptyState>
      ) : (
        <ProductGrid
          products={products}
          showPrice={config.showPrices}
          showQuickAdd={config.showAddToCart && display.showQuickAddToCart}
          showColorDots={display.showColorDots}
          aspect={display.aspectRatio}
        />
      )}
    </HomeSection>
  );
}
