import { formatKopecks } from '@shop/core/rules';
import { Link, useSearchParams } from 'react-router-dom';
import { useDashboard } from '../../features/dashboard/api/dashboard';
import * as styles from '../../features/dashboard/components/dashboard.css';
import { DashboardList } from '../../features/dashboard/components/dashboard-list';
import { RevenueChart } from '../../features/dashboard/components/revenue-chart';
import { dashboardTexts as t } from '../../features/dashboard/dashboard-texts';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { PaymentProblemsAlert } from '../../features/telegram/components/payment-problems-alert';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import { Panel } from '../../ui/panel';
import { QueryState } from '../../ui/query-state';
import * as table from '../../ui/table.css';

const PERIODS = [7, 30, 90];

export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const days = PERIODS.find((period) => period === Number(params.get('days'))) ?? 30;
  const dashboard = useDashboard(days);
  const data = dashboard.data;
  const maxStatus = Math.max(1, ...(data?.byStatus.map((row) => row.count) ?? []));

  return (
    <AdminPage
      title={texts.sections.dashboard.title}
      description={texts.sections.dashboard.description}
      actions={
        <fieldset className={styles.toolbar} aria-label={t.period}>
          {PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              className={period === days ? button.primary : button.secondary}
              onClick={() => setParams({ days: String(period) })}
            >
              {t.periods[period]}
            </button>
          ))}
        </fieldset>
      }
    >
      <PaymentProblemsAlert />
      {!data && (
        <QueryState
          isPending={dashboard.isPending}
          error={dashboard.error}
          retry={() => dashboard.refetch()}
        />
      )}
      {data && (
        <>
          <div className={styles.figures}>
            {[
              {
                label: t.revenue,
                value: formatKopecks(data.totals.revenueKopecks),
                note: t.withoutCancelled,
              },
              { label: t.orders, value: data.totals.orders, note: t.withoutCancelled },
              { label: t.average, value: formatKopecks(data.totals.averageKopecks) },
            ].map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <span className={table.muted}>{figure.label}</span>
                <span className={styles.figureValue}>{figure.value}</span>
                {figure.note && <span className={table.muted}>{figure.note}</span>}
              </div>
            ))}
          </div>
          <Panel id="dashboard-chart" title={t.chartTitle}>
            <RevenueChart
              perDay={data.perDay}
              label={t.chartLabel(data.days, data.totals.orders, formatKopecks(data.totals.revenueKopecks))}
            />
          </Panel>
          <div className={styles.grid}>
            <Panel id="dashboard-statuses" title={t.byStatus}>
              <ul className={styles.list}>
                {data.byStatus.map((row) => (
                  <li key={row.status}>
                    <div className={styles.listRow}>
                      <Link to={`/orders?status=${row.status}`}>{row.label}</Link>
                      <strong>{row.count}</strong>
                    </div>
                    <div className={styles.bar} style={{ width: `${(row.count / maxStatus) * 100}%` }} />
                  </li>
                ))}
              </ul>
            </Panel>
            <DashboardList
              id="dashboard-top"
              title={t.topProducts}
              rows={data.topProducts}
              empty={t.noSales}
              ordered
              keyOf={(product) => product.productId ?? product.name}
              row={(product) => (
                <>
                  {product.productId ? (
                    <Link to={`/products/${product.productId}`}>{product.name}</Link>
                  ) : (
                    <span>{product.name}</span>
                  )}
                  <span>
                    {t.sold(product.quantity)} · {formatKopecks(product.revenueKopecks)}
                  </span>
                </>
              )}
            />
            <DashboardList
              id="dashboard-low-stock"
              title={t.lowStock}
              rows={data.lowStock}
              empty={t.lowStockEmpty}
              keyOf={(variant) => variant.sku}
              row={(variant) => (
                <>
                  <Link to={`/products/${variant.productId}`}>
                    {variant.name} · {variant.colorName}, {variant.sizeCode}
                  </Link>
                  <span className={table.badgeDanger}>{t.left(variant.quantity)}</span>
                </>
              )}
            />
            <DashboardList
              id="dashboard-recent"
              title={t.recentOrders}
              rows={data.recentOrders}
              empty={t.noOrders}
              keyOf={(order) => order.id}
              row={(order) => (
                <>
                  <Link to={`/orders/${order.id}`}>
                    №{order.number} · {order.customerName}
                  </Link>
                  <span>
                    <OrderStatusBadge status={order.status} label={order.statusLabel} />{' '}
                    {formatKopecks(order.totalKopecks)}
                  </span>
                </>
              )}
            >
              <Link className={`${button.secondary} ${styles.panelLink}`} to="/orders">
                {t.allOrders}
              </Link>
            </DashboardList>
          </div>
        </>
      )}
    </AdminPage>
  );
}
