/**
 * The catalogue: /products (with ?filter=new|sale or ?category={slug}) and /products/category/{slug}. The title
 * and breadcrumbs come from the category tree; the list, filters and sort from the catalogue feature.
 */
import { Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ProductListing, type SizeShortcut } from '../../features/catalog/components/product-listing';
import { useHomepageCategories } from '../../features/categories/api/get-homepage-categories';
import { categoryHref, categoryName, findCategory } from '../../features/categories/types';
import { lazyPart } from '../../shared/lib/lazy-part';
import { ru } from '../../shared/texts/ru';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { Page } from '../layout/page';
import * as styles from './pages.css';

const catalogCrumb: Crumb = { label: ru.catalog.title, to: '/products' };

// «В моих размерах» reads her profile, so it loads after the list's first paint.
const MySizesFilter = lazyPart(
  () => import('../../features/my-sizes/components/my-sizes-filter'),
  'MySizesFilter',
);
const mySizesShortcut: SizeShortcut = (props) => (
  <Suspense fallback={null}>
    <MySizesFilter {...props} />
  </Suspense>
);

function useCategoryTitle(slug: string | null): string | null {
  const { categories } = useHomepageCategories();
  if (!slug) return null;
  const category = findCategory(categories, slug);
  return category ? categoryName(category) : slug;
}

export function CatalogPage() {
  const [params] = useSearchParams();
  const filter = params.get('filter');
  const categoryTitle = useCategoryTitle(params.get('category'));
  const title =
    categoryTitle ?? (filter === 'new' ? ru.catalog.newArrivals : filter === 'sale' ? ru.catalog.sale : null);
  return (
    <Page title={title ?? ru.catalog.title} breadcrumbs={title ? [catalogCrumb] : []}>
      {title ? null : <CategoryChips />}
      <ProductListing sizeShortcut={mySizesShortcut} />
    </Page>
  );
}

export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const title = useCategoryTitle(categorySlug) ?? ru.catalog.title;
  return (
    <Page title={title} breadcrumbs={[catalogCrumb]}>
      <ProductListing key={categorySlug} categorySlug={categorySlug} sizeShortcut={mySizesShortcut} />
    </Page>
  );
}

/** The categories as chips above the full catalogue. */
function CategoryChips() {
  const { categories } = useHomepageCategories();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={ru.nav.categories} className={styles.chipsNav}>
      <ul className={styles.chipsRow}>
        {categories.map((category) => (
          <li key={category._id}>
            <Link to={categoryHref(category.slug)} className={styles.chip}>
              {categoryName(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
