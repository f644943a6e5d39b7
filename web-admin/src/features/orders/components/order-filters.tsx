import { ORDER_STATUSES, orderStatusLabels } from '@shop/core/rules';
import { useEffect, useState } from 'react';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import type { OrderListQuery } from '../api/orders';
import { ordersTexts as t } from '../orders-texts';
import * as styles from './orders.css';

export type OrderFiltersValue = Pick<OrderListQuery, 'status' | 'from' | 'to' | 'customer'>;

/** Customer text (sent a moment after typing stops), status and a day range. */
export function OrderFilters({
  filters,
  onChange,
}: {
  filters: OrderFiltersValue;
  onChange: (filters: OrderFiltersValue) => void;
}) {
  const [customer, setCustomer] = useState(filters.customer ?? '');
  useEffect(() => {
    if (customer === (filters.customer ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, customer: customer.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [customer, filters, onChange]);

  const set = (patch: Partial<OrderFiltersValue>) => onChange({ ...filters, ...patch });

  return (
    <search className={styles.filters} aria-label={t.filtersLabel}>
      <label className={form.field}>
        <span className={form.label}>{t.customer}</span>
        <input
          className={form.input}
          type="search"
          value={customer}
          placeholder={t.customerPlaceholder}
          onChange={(event) => setCustomer(event.target.value)}
        />
      </label>
      <label className={form.field}>
        <span className={form.label}>{t.status}</span>
        <select
          className={form.input}
          value={filters.status ?? ''}
          onChange={(event) =>
            set({ status: ORDER_STATUSES.find((status) => status === event.target.value) })
          }
        >
          <option value="">{t.anyStatus}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabels[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={form.field}>
        <span className={form.label}>{t.from}</span>
        <input
          className={form.input}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
      </label>
      <label className={form.field}>
        <span className={form.label}>{t.to}</span>
        <input
          className={form.input}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </label>
      <button
        type="button"
        className={button.secondary}
        onClick={() => {
          setCustomer('');
          onChange({});
        }}
      >
        {t.reset}
      </button>
    </search>
  );
}
