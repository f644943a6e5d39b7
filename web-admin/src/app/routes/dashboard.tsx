import { formatKopecks } from '@shop/core/rules';
import { Link, useSearchParams } from 'react-router-dom';
import { useDashboard } from '../../features/dashboard/api/dashboard';
import * as styles from '../../features/dashboard/components/dashboard.css';
import { RevenueChart } from '../../features/dashboard/components/revenue-chart';
import { dashboardTexts as t } from '../../features/dashboard/dashboard-texts';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { PaymentProblemsAlert } from '../../features/telegram/components/payment-problems-alert';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
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
            <div className={styles.figure}>
              <span className={table.muted}>{t.revenue}</span>
              <span className={styles.figureValue}>{formatKopecks(data.totals.revenueKopecks)}</span>
              <span className={table.muted}>{t.withoutCancelled}</span>
            </div>
            <div className={styles.figure}>
              <span className={table.muted}>{t.orders}</span>
              <span className={styles.figureValue}>{data.totals.orders}</span>
              <span className={table.muted}>{t.withoutCancelled}</span>
            </div>
            <div className={styles.figure}>
              <span className={table.muted}>{t.average}</span>
              <span className={styles.figureValue}>{formatKopecks(data.totals.averageKopecks)}</span>
            </div>
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
            <Panel id="dashboard-top" title={t.topProducts}>
              {data.topProducts.length === 0 ? (
                <p className={form.hint}>{t.noSales}</p>
              ) : (
                <ol className={styles.list}>
                  {data.topProducts.map((product) => (
                    <li key={product.productId ?? product.name} className={styles.listRow}>
                      {product.productId ? (
                        <Link to={`/products/${product.productId}`}>{product.name}</Link>
                      ) : (
                        <span>{product.name}</span>
                      )}
                      <span>
                        {t.sold(product.quantity)} · {formatKopecks(product.revenueKopecks)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
            <Panel id="dashboard-low-stock" title={t.lowStock}>
              {data.lowStock.length === 0 ? (
                <p className={form.hint}>{t.lowStockEmpty}</p>
              ) : (
                <ul className={styles.list}>
                  {data.lowStock.map((variant) => (
                    <li key={variant.sku} className={styles.listRow}>
                      <Link to={`/products/${variant.productId}`}>
                        {variant.name} · {variant.colorName}, {variant.sizeCode}
                      </Link>
                      <span className={table.badgeDanger}>{t.left(variant.quantity)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <Panel id="dashboard-recent" title={t.recentOrders}>
              {data.recentOrders.length === 0 ? (
                <p className={form.hint}>{t.noOrders}</p>
              ) : (
                <ul className={styles.list}>
                  {data.recentOrders.map((order) => (
                    <li key={order.id} className={styles.listRow}>
                      <Link to={`/orders/${order.id}`}>
                        №{order.number} · {order.customerName}
                      </Link>
                      <span>
                        <OrderStatusBadge status={order.status} label={order.statusLabel} />{' '}
                        {formatKopecks(order.totalKopecks)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Link className={`${button.secondary} ${styles.panelLink}`} to="/orders">
                {t.allOrders}
              </Link>
            </Panel>
          </div>
        </>
      )}
    </AdminPage>
  );
}
