import { isApiError } from '@shop/api/client';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useProduct } from '../../features/catalog/api/products';
import { productName } from '../../features/catalog/types';
import { categoryHref } from '../../features/categories/types';
import { ProductDetail } from '../../features/product/components/product-detail';
import { useDocumentTitle } from '../../features/settings/hooks/use-document-title';
import { lazyPart } from '../../shared/lib/lazy-part';
import { ru } from '../../shared/texts/ru';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import * as pageStyles from '../../shared/ui/page.css';
import { button, container } from '../../shared/ui/primitives.css';
import { EmptyState, LoadingState } from '../../shared/ui/states';

// Below the fold, and nothing until their answers arrive: related and recently viewed products (the product grid's
// code) load after the first screen.
const BelowTheProduct = lazyPart(
  () => import('../../features/product/components/below-the-product'),
  'BelowTheProduct',
);

export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const product = query.data;
  const name = product ? productName(product) : ru.product.title;
  useDocumentTitle(name);

  return (
    <div className={`${container} ${pageStyles.page}`}>
      <Breadcrumbs
        items={[
          { label: ru.catalog.title, to: '/products' },
          ...(product
            ? [{ label: product.category.displayName, to: categoryHref(product.category.slug) }]
            : []),
          { label: name },
        ]}
      />
      {query.isPending ? (
        <LoadingState text={ru.product.loading} />
      ) : query.isError ? (
        <>
          <h1 className={pageStyles.title}>
            {isApiError(query.error) && query.error.status === 404
              ? ru.product.notFound
              : ru.product.loadError}
          </h1>
          <EmptyState
            title={ru.product.notFoundHint}
            text={isApiError(query.error) && query.error.status === 404 ? undefined : query.error.message}
          >
            <Link to="/products" className={button()}>
              {ru.common.toCatalog}
            </Link>
          </EmptyState>
        </>
      ) : product ? (
        <>
          <ProductDetail key={product.id} product={product} />
          <Suspense fallback={null}>
            <BelowTheProduct productId={String(product.id)} />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
