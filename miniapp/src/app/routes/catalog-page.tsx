/**
 * The catalogue frame: the right title and breadcrumbs for /products, its filters (new, sale, category) and
 * /products/category/{slug}. The product grid itself arrives with the catalogue feature.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useHomepageCategories } from '../../features/categories/api/get-homepage-categories';
import { categoryHref, categoryName, findCategory } from '../../features/categories/types';
import { ru } from '../../shared/texts/ru';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { EmptyState } from '../../shared/ui/states';
import { Page } from '../layout/page';
import * as styles from './pages.css';

const catalogCrumb: Crumb = { label: ru.catalog.title, to: '/products' };

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
      <ListingPlaceholder />
    </Page>
  );
}

export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const title = useCategoryTitle(categorySlug) ?? ru.catalog.title;
  return (
    <Page title={title} breadcrumbs={[catalogCrumb]}>
      <ListingPlaceholder />
    </Page>
  );
}

function ListingPlaceholder() {
  const { categories } = useHomepageCategories();
  return (
    <EmptyState
      title={ru.catalog.listingSoon}
      text={categories.length > 0 ? ru.catalog.listingSoonHint : undefined}
    >
      {categories.length > 0 ? (
        <ul className={styles.chips}>
          {categories.map((category) => (
            <li key={category._id}>
              <Link to={categoryHref(category.slug)} className={styles.chip}>
                {categoryName(category)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </EmptyState>
  );
}
