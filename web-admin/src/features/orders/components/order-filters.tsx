import { ORDER_STATUSES, orderStatusLabels } from '@shop/core/rules';
import { button } from '../../../ui/button.css';
import { ChoiceFilter, DayFilter, FilterBar, SearchFilter } from '../../../ui/filter-bar';
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
  const set = (patch: Partial<OrderFiltersValue>) => onChange({ ...filters, ...patch });

  return (
    <FilterBar className={styles.filters} label={t.filtersLabel}>
      <SearchFilter
        label={t.customer}
        placeholder={t.customerPlaceholder}
        value={filters.customer}
        onSearch={(customer) => onChange({ ...filters, customer })}
      />
      <ChoiceFilter
        label={t.status}
        anyLabel={t.anyStatus}
        options={ORDER_STATUSES.map((status) => [status, orderStatusLabels[status]] as const)}
        value={filters.status}
        onChange={(status) => set({ status })}
      />
      <DayFilter label={t.from} value={filters.from} max={filters.to} onChange={(from) => set({ from })} />
      <DayFilter label={t.to} value={filters.to} min={filters.from} onChange={(to) => set({ to })} />
      <button type="button" className={button.secondary} onClick={() => onChange({})}>
        {t.reset}
      </button>
    </FilterBar>
  );
}
