import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCategories } from '../../features/catalog/api/categories';
import { useCreateProduct, useProduct, useUpdateProduct } from '../../features/catalog/api/products';
import { useColors, useSizes } from '../../features/catalog/api/reference-data';
import { emptyProduct, formValuesOf, ProductForm } from '../../features/catalog/components/product-form';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { QueryState } from '../../ui/query-state';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const t = texts.products;

/** /products/new and /products/:id: the same form, empty or filled with the product. */
export function ProductEditPage() {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const isNew = idParam === 'new';
  const navigate = useNavigate();
  const location = useLocation();
  // The create page becomes the edit page without remounting: the "created" flag comes with the navigation.
  const [saved, setSaved] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  useLeaveGuard(unsaved);
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const notice = saved ? texts.common.saved : created ? t.created : null;
  const product = useProduct(id);
  const categories = useCategories();
  const colors = useColors();
  const sizes = useSizes();
  const create = useCreateProduct();
  const update = useUpdateProduct();

  const queries = [categories, colors, sizes, ...(isNew ? [] : [product])];
  const failed = queries.find((query) => query.error);
  const ready = queries.every((query) => query.data);

  return (
    <AdminPage
      title={isNew ? t.newTitle : (product.data?.name.ru ?? t.editTitle)}
      description={isNew ? undefined : t.editTitle}
      actions={
        <div className={form.actions}>
          {id !== undefined && product.data?.isActive && (
            <a className={button.secondary} href={`/product/${id}`} target="_blank" rel="noreferrer">
              {t.openInStore}
            </a>
          )}
          <Link className={button.secondary} to="/products">
            {t.backToList}
          </Link>
        </div>
      }
    >
      {!isNew && id === undefined ? (
        <p role="alert" className={form.formError}>
          {t.notFound}
        </p>
      ) : !ready ? (
        <QueryState
          isPending={!failed}
          error={failed?.error}
          retry={() => {
            for (const query of queries) if (query.error) void query.refetch();
          }}
        />
      ) : (
        <>
          {notice && (
            <p role="status" className={form.formNotice}>
              {notice}
            </p>
          )}
          <ProductForm
            key={product.data?.updatedAt ?? 'new'}
            initial={product.data ? formValuesOf(product.data) : emptyProduct}
            categories={categories.data ?? []}
            colors={colors.data ?? []}
            sizes={sizes.data ?? []}
            onUnsavedChange={setUnsaved}
            onSubmit={async (input) => {
              setSaved(false);
              if (id === undefined) {
                const created = await create.mutateAsync(input);
                navigate(`/products/${created.id}`, { state: { created: true } });
              } else {
                await update.mutateAsync({ id, input });
                setSaved(true);
              }
            }}
          />
        </>
      )}
    </AdminPage>
  );
}
