import { useCallback, useState } from 'react';
import { useCategories } from '../../features/catalog/api/categories';
import {
  useBulkWholesale,
  useSaveWholesaleTerms,
  useWholesaleProducts,
  type WholesaleProductQuery,
  type WholesaleProductRow,
} from '../../features/wholesale/api/wholesale-calls';
import { WholesaleBulkBar } from '../../features/wholesale/components/wholesale-bulk-bar';
import {
  WholesaleFilters,
  type WholesaleFilterValues,
} from '../../features/wholesale/components/wholesale-filters';
import { WholesaleProductsTable } from '../../features/wholesale/components/wholesale-products-table';
import { WholesaleTermsForm } from '../../features/wholesale/components/wholesale-terms-form';
import { wholesaleTexts } from '../../features/wholesale/wholesale-texts';
import { pageFrom, paramsFrom } from '../../lib/list-address';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { PagedList, useListAddress } from '../../ui/paged-list';

const t = wholesaleTexts.products;

/** The list's state lives in the address, so a reload or the back button keeps the same page. */
function queryFrom(params: URLSearchParams): WholesaleProductQuery {
  const wholesale = params.get('wholesale');
  return {
    search: params.get('search') ?? undefined,
    categoryId: params.get('categoryId') ? Number(params.get('categoryId')) : undefined,
    wholesale: wholesale === null ? undefined : wholesale === 'true',
    ...pageFrom(params),
  };
}

export function WholesaleProductsPage() {
  const section = texts.sections['wholesale/products'];
  const { query, setParams, paging } = useListAddress(queryFrom);
  const list = useWholesaleProducts(query);
  const categories = useCategories();
  const bulk = useBulkWholesale();
  const saveTerms = useSaveWholesaleTerms();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<WholesaleProductRow | null>(null);
  const onFilters = (filters: WholesaleFilterValues) =>
    setParams(paramsFrom({ ...filters, limit: query.limit, page: 1 }));
  const onSelect = useCallback((ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  return (
    <AdminPage title={section.title} description={section.description}>
      <WholesaleFilters filters={query} categories={categories.data ?? []} onChange={onFilters} />
      <WholesaleBulkBar
        selected={[...selected]}
        onApply={(input) => bulk.mutateAsync(input)}
        onClear={() => setSelected(new Set())}
      />
      {editing && (
        <WholesaleTermsForm
          key={editing.id}
          product={editing}
          onSave={(terms) => saveTerms.mutateAsync({ id: editing.id, terms })}
          onClose={() => setEditing(null)}
        />
      )}
      <PagedList list={list} rowsOf={(data) => data.products} texts={t} paging={paging} showRefetchError>
        {(products) => (
          <WholesaleProductsTable
            products={products}
            selected={selected}
            onSelect={onSelect}
            onEdit={setEditing}
          />
        )}
      </PagedList>
    </AdminPage>
  );
}
