import { Link, useSearchParams } from 'react-router-dom';
import { useCategories } from '../../features/catalog/api/categories';
import { type ProductListQuery, useProductList } from '../../features/catalog/api/products';
import * as styles from '../../features/catalog/components/catalog.css';
import { ProductFilters } from '../../features/catalog/components/product-filters';
import { ProductsTable } from '../../features/catalog/components/products-table';
import { downloadProductsCsv } from '../../features/csv/api/csv-calls';
import { CsvExportButton } from '../../features/csv/components/csv-export-button';
import { csvTexts } from '../../features/csv/csv-texts';
import { paramsFrom } from '../../lib/list-address';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { ListPager } from '../../ui/list-pager';
import { QueryState } from '../../ui/query-state';

const t = texts.products;
const PAGE_SIZES = [20, 50, 100];
const SORTS = ['name', 'price', 'stock', 'createdAt'] as const;

const flagOf = (value: string | null) => (value === null ? undefined : value === 'true');

/** The list's state lives in the address, so a reload or the back button keeps the same page. */
function queryFrom(params: URLSearchParams): ProductListQuery {
  const sort = SORTS.find((candidate) => candidate === params.get('sort')) ?? 'createdAt';
  const stock = params.get('stock');
  const limit = Number(params.get('limit'));
  return {
    search: params.get('search') ?? undefined,
    categoryId: params.get('categoryId') ? Number(params.get('categoryId')) : undefined,
    isActive: flagOf(params.get('isActive')),
    isSale: flagOf(params.get('isSale')),
    isNew: flagOf(params.get('isNew')),
    stock: stock === 'in' || stock === 'low' || stock === 'out' ? stock : undefined,
    sort,
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: PAGE_SIZES.includes(limit) ? limit : 20,
  };
}

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useProductList(query);
  const categories = useCategories();
  const update = (patch: Partial<ProductListQuery>) => setParams(paramsFrom({ ...query, page: 1, ...patch }));
  const { sort, direction, limit } = query;
  const onFilters = (filters: Omit<ProductListQuery, 'sort' | 'direction' | 'page' | 'limit'>) =>
    setParams(paramsFrom({ ...filters, sort, direction, limit, page: 1 }));
  const data = list.data;

  return (
    <AdminPage
      title={texts.sections.products.title}
      description={texts.sections.products.description}
      actions={
        <div className={form.actions}>
          <CsvExportButton label={csvTexts.exportProducts} download={downloadProductsCsv} />
          <Link className={button.secondary} to="/products/import">
            {csvTexts.importStock}
          </Link>
          <Link className={button.primary} to="/products/new">
            {t.add}
          </Link>
        </div>
      }
    >
      <ProductFilters filters={query} categories={categories.data ?? []} onChange={onFilters} />
      {!data && <QueryState isPending={list.isPending} error={list.error} retry={() => list.refetch()} />}
      {data && data.products.length === 0 && (
        <div className={styles.empty} role="status">
          <strong>{t.empty}</strong>
          <span>{t.emptyHint}</span>
        </div>
      )}
      {data && data.products.length > 0 && (
        <>
          <ProductsTable
            products={data.products}
            query={query}
            onSort={(nextSort, nextDirection) => update({ sort: nextSort, direction: nextDirection })}
          />
          <ListPager
            summary={t.pageOf(data.pagination.page, data.pagination.pages, data.pagination.total)}
            page={query.page}
            hasNext={data.pagination.hasNext}
            onPage={(page) => update({ page })}
            pageSize={{ value: limit, options: PAGE_SIZES, onChange: (size) => update({ limit: size }) }}
          />
        </>
      )}
      {data && list.error && <QueryState isPending={false} error={list.error} retry={() => list.refetch()} />}
    </AdminPage>
  );
}
