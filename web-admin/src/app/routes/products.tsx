import { Link } from 'react-router-dom';
import { useCategories } from '../../features/catalog/api/categories';
import { type ProductListQuery, useProductList } from '../../features/catalog/api/products';
import { ProductFilters } from '../../features/catalog/components/product-filters';
import { ProductsTable } from '../../features/catalog/components/products-table';
import { downloadProductsCsv } from '../../features/csv/api/csv-calls';
import { CsvExportButton } from '../../features/csv/components/csv-export-button';
import { csvTexts } from '../../features/csv/csv-texts';
import { pageFrom, paramsFrom } from '../../lib/list-address';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { PagedList, useListAddress } from '../../ui/paged-list';

const t = texts.products;
const SORTS = ['name', 'price', 'stock', 'createdAt'] as const;

const flagOf = (value: string | null) => (value === null ? undefined : value === 'true');

/** The list's state lives in the address, so a reload or the back button keeps the same page. */
function queryFrom(params: URLSearchParams): ProductListQuery {
  const sort = SORTS.find((candidate) => candidate === params.get('sort')) ?? 'createdAt';
  const stock = params.get('stock');
  return {
    search: params.get('search') ?? undefined,
    categoryId: params.get('categoryId') ? Number(params.get('categoryId')) : undefined,
    isActive: flagOf(params.get('isActive')),
    isSale: flagOf(params.get('isSale')),
    isNew: flagOf(params.get('isNew')),
    stock: stock === 'in' || stock === 'low' || stock === 'out' ? stock : undefined,
    sort,
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    ...pageFrom(params),
  };
}

export function ProductsPage() {
  const { query, update, setParams, paging } = useListAddress(queryFrom);
  const list = useProductList(query);
  const categories = useCategories();
  const { sort, direction, limit } = query;
  const onFilters = (filters: Omit<ProductListQuery, 'sort' | 'direction' | 'page' | 'limit'>) =>
    setParams(paramsFrom({ ...filters, sort, direction, limit, page: 1 }));

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
      <PagedList list={list} rowsOf={(data) => data.products} texts={t} paging={paging} showRefetchError>
        {(products) => (
          <ProductsTable
            products={products}
            query={query}
            onSort={(nextSort, nextDirection) => update({ sort: nextSort, direction: nextDirection })}
          />
        )}
      </PagedList>
    </AdminPage>
  );
}
