import { errorMessage } from '@shop/api/client';
import { formatKopecks } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/shop-dates';
import { texts } from '../../../lib/texts';
import { button, dangerButton } from '../../../ui/button.css';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import { formError } from '../../../ui/form.css';
import * as table from '../../../ui/table.css';
import { type AdminProductRow, type ProductListQuery, useProductAction } from '../api/products';
import * as styles from './catalog.css';

const t = texts.products;
const column = createColumnHelper<TableFeatures, AdminProductRow>();

type Action = 'activate' | 'deactivate' | 'duplicate' | 'delete';

function RowActions({ product, onAction }: { product: AdminProductRow; onAction: (action: Action) => void }) {
  const small = `${button.secondary} ${table.smallButton}`;
  return (
    <div className={table.rowActions}>
      <Link
        className={small}
        to={`/products/${product.id}`}
        aria-label={`${texts.common.edit}: ${product.name.ru}`}
      >
        {texts.common.edit}
      </Link>
      <button
        type="button"
        className={small}
        onClick={() => onAction(product.isActive ? 'deactivate' : 'activate')}
      >
        {product.isActive ? t.deactivate : t.activate}
      </button>
      <button type="button" className={small} onClick={() => onAction('duplicate')}>
        {t.duplicate}
      </button>
      <button
        type="button"
        className={`${dangerButton} ${table.smallButton}`}
        onClick={() => onAction('delete')}
      >
        {texts.common.delete}
      </button>
    </div>
  );
}

/** The products page as a table: sorting is done by the server, so a header click changes the query. */
export function ProductsTable({
  products,
  query,
  onSort,
}: {
  products: readonly AdminProductRow[];
  query: ProductListQuery;
  onSort: (sort: ProductListQuery['sort'], direction: ProductListQuery['direction']) => void;
}) {
  const action = useProductAction();
  const [failure, setFailure] = useState<string | null>(null);

  function run(product: AdminProductRow, kind: Action) {
    if (kind === 'delete' && !window.confirm(texts.common.confirmDelete(product.name.ru))) return;
    setFailure(null);
    action.mutate(
      { id: product.id, action: kind },
      { onError: (error) => setFailure(errorMessage(error, texts.errors.generic)) },
    );
  }

  const columns = column.columns([
    column.accessor('image', {
      header: t.columns.image,
      enableSorting: false,
      cell: (info) =>
        info.getValue() ? (
          <img className={table.thumb} src={info.getValue() ?? ''} alt="" loading="lazy" />
        ) : null,
    }),
    column.accessor((row) => row.name.ru, {
      id: 'name',
      header: t.columns.name,
      cell: (info) => (
        <div className={styles.nameCell}>
          <Link className={styles.nameLink} to={`/products/${info.row.original.id}`}>
            {info.getValue()}
          </Link>
          <span className={table.muted}>
            {info.row.original.baseSku} · {t.variantsCount(info.row.original.variantCount)}
          </span>
        </div>
      ),
    }),
    column.accessor((row) => row.category.name, {
      id: 'category',
      header: t.columns.category,
      enableSorting: false,
    }),
    column.accessor('priceKopecks', {
      id: 'price',
      header: t.columns.price,
      cell: (info) => (
        <>
          {formatKopecks(info.getValue())}
          {info.row.original.originalPriceKopecks !== null && (
            <div className={table.muted}>
              <s>{formatKopecks(info.row.original.originalPriceKopecks)}</s>
            </div>
          )}
        </>
      ),
    }),
    column.accessor('totalStock', {
      id: 'stock',
      header: t.columns.stock,
      cell: (info) => (
        <span className={info.getValue() <= 0 ? table.badgeDanger : undefined}>{info.getValue()}</span>
      ),
    }),
    column.accessor('isActive', {
      header: t.columns.status,
      enableSorting: false,
      cell: (info) => (
        <>
          <span className={info.getValue() ? table.badgeAccent : table.badge}>
            {info.getValue() ? texts.common.active : texts.common.inactive}
          </span>
          {info.row.original.isSale && <span className={table.badge}>{t.badgeSale}</span>}
          {info.row.original.isNew && <span className={table.badge}>{t.badgeNew}</span>}
        </>
      ),
    }),
    column.accessor('createdAt', {
      header: t.columns.createdAt,
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: texts.common.actions,
      cell: (info) => (
        <RowActions product={info.row.original} onAction={(kind) => run(info.row.original, kind)} />
      ),
    }),
  ]);

  return (
    <>
      {failure && (
        <p role="alert" className={formError}>
          {failure}
        </p>
      )}
      <DataTable
        label={t.tableLabel}
        rows={products}
        columns={columns}
        rowKey={(product) => String(product.id)}
        sort={{ sort: query.sort, direction: query.direction, onSort }}
      />
    </>
  );
}
