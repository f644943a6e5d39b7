import { formatKopecks } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/shop-dates';
import { choiceColumn } from '../../../ui/choice-column';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import * as table from '../../../ui/table.css';
import type { AdminOrderRow, OrderListQuery } from '../api/orders';
import { ordersTexts as t } from '../orders-texts';
import { OrderStatusBadge } from './order-status-badge';
import * as styles from './orders.css';

const column = createColumnHelper<TableFeatures, AdminOrderRow>();

const columns = column.columns([
  column.accessor('number', {
    header: t.columns.number,
    cell: (info) => (
      <Link
        className={styles.numberLink}
        to={`/orders/${info.row.original.id}`}
        aria-label={t.open(info.getValue())}
      >
        №{info.getValue()}
      </Link>
    ),
  }),
  column.accessor('createdAt', {
    header: t.columns.createdAt,
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor((row) => row.customer.name, {
    id: 'customer',
    header: t.columns.customer,
    enableSorting: false,
    cell: (info) => (
      <div className={styles.cellStack}>
        <span>{info.getValue()}</span>
        <span className={table.muted}>
          {info.row.original.customer.phone}
          {info.row.original.city ? ` · ${info.row.original.city}` : ''}
        </span>
      </div>
    ),
  }),
  column.accessor('status', {
    header: t.columns.status,
    enableSorting: false,
    cell: (info) => <OrderStatusBadge status={info.getValue()} label={info.row.original.statusLabel} />,
  }),
  column.accessor('itemCount', { header: t.columns.items, enableSorting: false }),
  column.accessor('totalKopecks', {
    id: 'total',
    header: t.columns.total,
    cell: (info) => formatKopecks(info.getValue()),
  }),
  column.accessor('paymentStatusLabel', {
    header: t.columns.payment,
    enableSorting: false,
    cell: (info) => (
      <div className={styles.cellStack}>
        <span>{info.getValue()}</span>
        <span className={table.muted}>{t.paymentMethods[info.row.original.paymentMethod]}</span>
      </div>
    ),
  }),
]);

/** Which orders of the page are chosen for an action on several at once (cancelling a burst). */
export interface OrderSelection {
  selected: ReadonlySet<string>;
  onChange: (ids: readonly string[], chosen: boolean) => void;
}

/** The orders page; sorting is done by the server, so a header click changes the query. */
export function OrdersTable({
  orders,
  query,
  onSort,
  selection,
}: {
  orders: readonly AdminOrderRow[];
  query: OrderListQuery;
  onSort: (sort: OrderListQuery['sort'], direction: OrderListQuery['direction']) => void;
  selection: OrderSelection;
}) {
  const choice = choiceColumn({
    id: 'chosen',
    rows: orders,
    chosen: selection.selected,
    onChoose: selection.onChange,
    pageLabel: t.selectPage,
    rowLabel: (order) => t.select(order.number),
  });

  return (
    <DataTable
      label={t.tableLabel}
      rows={orders}
      columns={[choice, ...columns]}
      rowKey={(order) => order.id}
      sort={{ sort: query.sort, direction: query.direction, onSort }}
    />
  );
}
