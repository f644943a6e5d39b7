import { formatKopecks, isWholesaleAvailable } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { choiceColumn } from '../../../ui/choice-column';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import * as table from '../../../ui/table.css';
import * as catalog from '../../catalog/components/catalog.css';
import type { WholesaleProductRow } from '../api/wholesale-calls';
import { wholesaleTexts } from '../wholesale-texts';

const t = wholesaleTexts.products;
const column = createColumnHelper<TableFeatures, WholesaleProductRow>();

function priceText(row: WholesaleProductRow) {
  const { wholesalePriceKopecks, discountPercentage, effectivePriceKopecks } = row.wholesale;
  if (effectivePriceKopecks === null) return <span className={table.muted}>{t.noPrice}</span>;
  const rule = wholesalePriceKopecks !== null ? t.own : t.discount(discountPercentage ?? 0);
  return (
    <>
      {formatKopecks(effectivePriceKopecks)} <span className={table.muted}>· {rule}</span>
    </>
  );
}

/** Products with their wholesale terms; a checkbox per row chooses it for the bulk change. */
export function WholesaleProductsTable({
  products,
  selected,
  onSelect,
  onEdit,
}: {
  products: readonly WholesaleProductRow[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onEdit: (product: WholesaleProductRow) => void;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        choiceColumn({
          id: 'select',
          rows: products,
          chosen: selected,
          onChoose: onSelect,
          pageLabel: t.selectAll,
          rowLabel: (product) => t.selectRow(product.name),
        }),
        column.accessor('name', {
          header: t.columns.name,
          cell: (info) => (
            <span className={catalog.nameCell}>
              <strong>{info.getValue()}</strong>
              <span className={table.muted}>{info.row.original.baseSku}</span>
            </span>
          ),
        }),
        column.accessor('categoryName', { header: t.columns.category }),
        column.accessor('priceKopecks', {
          header: t.columns.price,
          cell: (info) => formatKopecks(info.getValue()),
        }),
        column.display({
          id: 'wholesale',
          header: t.columns.wholesale,
          cell: (info) =>
            isWholesaleAvailable(info.row.original) ? (
              <span className={table.badgeAccent}>{t.on}</span>
            ) : (
              <span className={table.badge}>{t.off}</span>
            ),
        }),
        column.accessor((row) => row.wholesale.minQuantity, {
          id: 'minimum',
          header: t.columns.minimum,
          cell: (info) => (info.getValue() > 0 ? t.pieces(info.getValue()) : t.noMinimum),
        }),
        column.display({
          id: 'price',
          header: t.columns.wholesalePrice,
          cell: (info) => priceText(info.row.original),
        }),
        column.display({
          id: 'actions',
          header: t.columns.actions,
          cell: (info) => (
            <button
              type="button"
              className={table.smallButton}
              aria-label={`${t.edit}: ${info.row.original.name}`}
              onClick={() => onEdit(info.row.original)}
            >
              {t.edit}
            </button>
          ),
        }),
      ]),
    [products, selected, onSelect, onEdit],
  );
  return (
    <DataTable label={t.tableLabel} rows={products} columns={columns} rowKey={(row) => String(row.id)} />
  );
}
