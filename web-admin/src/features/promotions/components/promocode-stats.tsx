import { formatKopecks } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { button } from '../../../ui/button.css';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import { QueryState } from '../../../ui/query-state';
import { StatusMessage } from '../../../ui/status-message';
import * as table from '../../../ui/table.css';
import { type AdminPromocode, usePromocodes } from '../api/promocode-calls';
import { discountText } from './promocode-view';
import { promotionScreenTexts as t } from './promotion-texts';
import * as styles from './promotions.css';

const column = createColumnHelper<TableFeatures, AdminPromocode>();
const columns = column.columns([
  column.accessor('code', { header: t.columns.code, cell: (info) => <strong>{info.getValue()}</strong> }),
  column.display({
    id: 'discount',
    header: t.columns.discount,
    cell: (info) => discountText(info.row.original),
  }),
  column.accessor((row) => row.usage.orders, { id: 'orders', header: t.stats.orders }),
  column.accessor((row) => row.usage.revenueKopecks, {
    id: 'revenue',
    header: t.columns.revenue,
    cell: (info) => formatKopecks(info.getValue()),
  }),
  column.accessor((row) => row.usage.discountKopecks, {
    id: 'discountGiven',
    header: t.columns.discountGiven,
    cell: (info) => formatKopecks(info.getValue()),
  }),
  column.accessor('copyCount', { header: t.stats.copies }),
  column.accessor('state', {
    header: t.columns.state,
    cell: (info) => (
      <span className={info.getValue() === 'active' ? table.badgeAccent : table.badge}>
        {t.states[info.getValue()]}
      </span>
    ),
  }),
]);

/** How the promocodes worked, from the orders that used them. */
export function PromocodeStats() {
  const promocodes = usePromocodes();
  const rows = promocodes.data;
  const sum = (pick: (code: AdminPromocode) => number) =>
    (rows ?? []).reduce((total, code) => total + pick(code), 0);
  const byRevenue = [...(rows ?? [])].sort((a, b) => b.usage.revenueKopecks - a.usage.revenueKopecks);
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t.stats.title}</h2>
      <p className={table.muted}>{t.stats.description}</p>
      <div>
        <Link className={button.secondary} to="/promocodes">
          {t.stats.manage}
        </Link>
      </div>
      {!rows && (
        <QueryState
          isPending={promocodes.isPending}
          error={promocodes.error}
          retry={() => promocodes.refetch()}
        />
      )}
      {rows && (
        <>
          <dl className={styles.figures} aria-label={t.stats.title}>
            {[
              [t.stats.totalOrders, String(sum((code) => code.usage.orders))],
              [t.stats.totalRevenue, formatKopecks(sum((code) => code.usage.revenueKopecks))],
              [t.stats.totalDiscount, formatKopecks(sum((code) => code.usage.discountKopecks))],
              [t.stats.activeCodes, String(rows.filter((code) => code.state === 'active').length)],
            ].map(([label, value]) => (
              <div key={label} className={styles.figure}>
                <dt className={styles.figureLabel}>{label}</dt>
                <dd className={styles.figureValue}>{value}</dd>
              </div>
            ))}
          </dl>
          {rows.length === 0 ? (
            <StatusMessage>{t.empty}</StatusMessage>
          ) : (
            <DataTable
              label={t.stats.tableLabel}
              rows={byRevenue}
              columns={columns}
              rowKey={(code) => code.id}
              cardsOnPhone
            />
          )}
        </>
      )}
    </section>
  );
}
