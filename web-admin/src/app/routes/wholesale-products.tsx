import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
import { paramsFrom } from '../../lib/list-address';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { PagedList } from '../../ui/paged-list';

const t = wholesaleTexts.products;
const PAGE_SIZES = [20, 50, 100];

/** The list's state lives in the address, so a reload or the back button keeps the same page. */
function queryFrom(params: URLSearchParams): WholesaleProductQuery {
  const wholesale = params.get('wholesale');
  const limit = Number(params.get('limit'));
  return {
    search: params.get('search') ?? undefined,
    categoryId: params.get('categoryId') ? Number(params.get('categoryId')) : undefined,
    wholesale: wholesale === null ? undefined : wholesale === 'true',
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: PAGE_SIZES.includes(limit) ? limit : 20,
  };
}

export function WholesaleProductsPage() {
  const section = texts.sections['wholesale/products'];
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useWholesaleProducts(query);
  const categories = useCategories();
  const bulk = useBulkWholesale();
  const saveTerms = useSaveWholesaleTerms();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<WholesaleProductRow | null>(null);
  const update = (patch: Partial<WholesaleProductQuery>) =>
    setParams(paramsFrom({ ...query, page: 1, ...patch }));
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
      <PagedList
        list={list}
        rowsOf={(data) => data.products}
        empty={{ title: t.empty, hint: t.emptyHint }}
        pageOf={t.pageOf}
        page={query.page}
        onPage={(page) => update({ page })}
        pageSize={{ value: query.limit, options: PAGE_SIZES, onChange: (size) => update({ limit: size }) }}
        showRefetchError
      >
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
