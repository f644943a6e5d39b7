import { ORDER_STATUSES } from '@shop/core/rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type OrderListQuery, useOrderList } from '../../features/orders/api/orders';
import { OrderFilters, type OrderFiltersValue } from '../../features/orders/components/order-filters';
import * as styles from '../../features/orders/components/orders.css';
import { OrdersTable } from '../../features/orders/components/orders-table';
import { ordersTexts as t } from '../../features/orders/orders-texts';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { QueryState } from '../../ui/query-state';

const PAGE_SIZES = [20, 50, 100];
const SORTS = ['createdAt', 'number', 'total'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** The list's state lives in the address, so a reload or the back button keeps the same page. */
function queryFrom(params: URLSearchParams): OrderListQuery {
  const limit = Number(params.get('limit'));
  return {
    status: ORDER_STATUSES.find((status) => status === params.get('status')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    customer: params.get('customer') ?? undefined,
    sort: SORTS.find((sort) => sort === params.get('sort')) ?? 'createdAt',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: PAGE_SIZES.includes(limit) ? limit : 20,
  };
}

function paramsFrom(query: OrderListQuery): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useOrderList(query);
  const update = (patch: Partial<OrderListQuery>) => setParams(paramsFrom({ ...query, page: 1, ...patch }));
  const { sort, direction, limit } = query;
  const onFilters = useCallback(
    (filters: OrderFiltersValue) => setParams(paramsFrom({ ...filters, sort, direction, limit, page: 1 })),
    [setParams, sort, direction, limit],
  );
  const data = list.data;

  return (
    <AdminPage title={texts.sections.orders.title} description={texts.sections.orders.description}>
      <OrderFilters filters={query} onChange={onFilters} />
      {!data && <QueryState isPending={list.isPending} error={list.error} retry={() => list.refetch()} />}
      {data && data.orders.length === 0 && (
        <div className={styles.empty} role="status">
          <strong>{t.empty}</strong>
          <span>{t.emptyHint}</span>
        </div>
      )}
      {data && data.orders.length > 0 && (
        <>
          <OrdersTable
            orders={data.orders}
            query={query}
            onSort={(nextSort, nextDirection) => update({ sort: nextSort, direction: nextDirection })}
          />
          <nav
            className={styles.pager}
            aria-label={t.pageOf(data.pagination.page, data.pagination.pages, data.pagination.total)}
          >
            <span role="status">
              {t.pageOf(data.pagination.page, data.pagination.pages, data.pagination.total)}
            </span>
            <div className={styles.pagerButtons}>
              <label className={form.checkbox}>
                {t.perPage}
                <select
                  className={form.input}
                  value={limit}
                  onChange={(event) => update({ limit: Number(event.target.value) })}
                >
                  {PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={button.secondary}
                disabled={query.page <= 1}
                onClick={() => update({ page: query.page - 1 })}
              >
                {t.previous}
              </button>
              <button
                type="button"
                className={button.secondary}
                disabled={!data.pagination.hasNext}
                onClick={() => update({ page: query.page + 1 })}
              >
                {t.next}
              </button>
            </div>
          </nav>
        </>
      )}
      {data && list.error && <QueryState isPending={false} error={list.error} retry={() => list.refetch()} />}
    </AdminPage>
  );
}
