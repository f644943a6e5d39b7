import { ORDER_STATUSES } from '@shop/core/rules';
import { useCallback, useState } from 'react';
import { downloadOrdersCsv } from '../../features/csv/api/csv-calls';
import { CsvExportButton } from '../../features/csv/components/csv-export-button';
import { csvTexts } from '../../features/csv/csv-texts';
import { type OrderListQuery, useOrderList } from '../../features/orders/api/orders';
import { OrderBulkCancel } from '../../features/orders/components/order-bulk-cancel';
import { OrderFilters, type OrderFiltersValue } from '../../features/orders/components/order-filters';
import { OrdersTable } from '../../features/orders/components/orders-table';
import { ordersTexts as t } from '../../features/orders/orders-texts';
import { dayOf, pageFrom, paramsFrom } from '../../lib/list-address';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { PagedList, useListAddress } from '../../ui/paged-list';

const SORTS = ['createdAt', 'number', 'total'] as const;

/** The list's state lives in the address, so a reload or the back button keeps the same page. */
function queryFrom(params: URLSearchParams): OrderListQuery {
  return {
    status: ORDER_STATUSES.find((status) => status === params.get('status')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    customer: params.get('customer') ?? undefined,
    sort: SORTS.find((sort) => sort === params.get('sort')) ?? 'createdAt',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    ...pageFrom(params),
  };
}

export function OrdersPage() {
  const { query, update, setParams, paging } = useListAddress(queryFrom);
  const list = useOrderList(query);
  const { sort, direction, limit } = query;
  const onFilters = useCallback(
    (filters: OrderFiltersValue) => setParams(paramsFrom({ ...filters, sort, direction, limit, page: 1 })),
    [setParams, sort, direction, limit],
  );
  const data = list.data;
  // Chosen orders of the page shown; a choice never reaches an order that is not on it.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const onPage = new Set(data?.orders.map((order) => order.id));
  const selected = new Set([...chosen].filter((id) => onPage.has(id)));
  const choose = (ids: readonly string[], yes: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (yes) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const { status, from, to, customer } = query;
  const filtered = Boolean(status || from || to || customer);

  return (
    <AdminPage
      title={texts.sections.orders.title}
      description={texts.sections.orders.description}
      actions={
        <CsvExportButton
          label={filtered ? csvTexts.exportOrdersFiltered : csvTexts.exportOrders}
          download={() => downloadOrdersCsv({ status, from, to, customer })}
        />
      }
    >
      <OrderFilters filters={query} onChange={onFilters} />
      <PagedList list={list} rowsOf={(data) => data.orders} texts={t} paging={paging} showRefetchError>
        {(orders) => (
          <>
            <OrderBulkCancel orders={orders} selected={selected} onDone={() => setChosen(new Set())} />
            <OrdersTable
              orders={orders}
              query={query}
              onSort={(nextSort, nextDirection) => update({ sort: nextSort, direction: nextDirection })}
              selection={{ selected, onChange: choose }}
            />
          </>
        )}
      </PagedList>
    </AdminPage>
  );
}
