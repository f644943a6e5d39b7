import { formatKopecks, SHOP_TIME_ZONE } from '@shop/core/rules';
import {
  createColumnHelper,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import * as table from '../../../ui/table.css';
import type { AdminOrderRow, OrderListQuery } from '../api/orders';
import { ordersTexts as t } from '../orders-texts';
import { OrderStatusBadge } from './order-status-badge';
import * as styles from './orders.css';

const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, AdminOrderRow>();
export const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

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
    cell: (info) => dateTimeFormat.format(new Date(info.getValue())),
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
  const allChosen = orders.length > 0 && orders.every((order) => selection.selected.has(order.id));
  const sorting: SortingState = [{ id: query.sort, desc: query.direction === 'desc' }];
  const reactTable = useTable({
    features,
    columns,
    data: orders as AdminOrderRow[],
    manualSorting: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort(first.id as OrderListQuery['sort'], first.desc ? 'desc' : 'asc');
      else onSort(query.sort, query.direction === 'asc' ? 'desc' : 'asc');
    },
  });

  return (
    <div className={table.wrapper}>
      <table className={table.table} aria-label={t.tableLabel}>
        <thead>
          {reactTable.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t.selectPage}
                  checked={allChosen}
                  onChange={(event) =>
                    selection.onChange(
                      orders.map((order) => order.id),
                      event.target.checked,
                    )
                  }
                />
              </th>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = <reactTable.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={table.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {reactTable.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={t.select(row.original.number)}
                  checked={selection.selected.has(row.original.id)}
                  onChange={(event) => selection.onChange([row.original.id], event.target.checked)}
                />
              </td>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <reactTable.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
