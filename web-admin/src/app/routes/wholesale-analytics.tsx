import { formatKopecks, shopDayOf } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RevenueChart } from '../../features/dashboard/components/revenue-chart';
import * as figures from '../../features/promotions/components/promotions.css';
import { useWholesaleAnalytics, type WholesaleAnalytics } from '../../features/wholesale/api/wholesale-calls';
import * as styles from '../../features/wholesale/components/wholesale.css';
import { groupTypeNames, wholesaleTexts } from '../../features/wholesale/wholesale-texts';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import { DataTable, type TableFeatures } from '../../ui/data-table';
import * as form from '../../ui/form.css';
import { Panel } from '../../ui/panel';
import { QueryState } from '../../ui/query-state';

const t = wholesaleTexts.analytics;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Bundle = WholesaleAnalytics['topBundles'][number];
type GroupRow = WholesaleAnalytics['byGroupType'][number];
const bundleColumn = createColumnHelper<TableFeatures, Bundle>();
const bundleColumns = bundleColumn.columns([
  bundleColumn.accessor('name', { header: t.columns.product }),
  bundleColumn.accessor('groupType', {
    header: t.columns.type,
    cell: (info) => groupTypeNames[info.getValue()],
  }),
  bundleColumn.accessor('bundles', { header: t.columns.bundles }),
  bundleColumn.accessor('items', { header: t.columns.items }),
  bundleColumn.accessor('revenueKopecks', {
    header: t.columns.revenue,
    cell: (info) => formatKopecks(info.getValue()),
  }),
]);
const groupColumn = createColumnHelper<TableFeatures, GroupRow>();
const groupColumns = groupColumn.columns([
  groupColumn.accessor('groupType', {
    header: t.columns.type,
    cell: (info) => groupTypeNames[info.getValue()],
  }),
  groupColumn.accessor('items', { header: t.columns.items }),
  groupColumn.accessor('revenueKopecks', {
    header: t.columns.revenue,
    cell: (info) => formatKopecks(info.getValue()),
  }),
]);

function Figures({ data }: { data: WholesaleAnalytics }) {
  const { totals } = data;
  return (
    <dl className={figures.figures} aria-label={t.figures}>
      {[
        [t.orders, String(totals.orders)],
        [t.revenue, formatKopecks(totals.revenueKopecks)],
        [t.average, formatKopecks(totals.averageKopecks)],
        [
          t.share,
          `${totals.sharePercent.toLocaleString('ru-RU')} %`,
          t.shareOf(formatKopecks(totals.allRevenueKopecks)),
        ],
      ].map(([label, value, note]) => (
        <div key={label} className={figures.figure}>
          <dt className={figures.figureLabel}>{label}</dt>
          <dd className={figures.figureValue}>{value}</dd>
          {note && <dd className={styles.figureNote}>{note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Wholesale sales of a period: figures, a chart per day, bundle types and the bundles sold most. */
export function WholesaleAnalyticsPage() {
  const section = texts.sections['wholesale/analytics'];
  const [params, setParams] = useSearchParams();
  const today = shopDayOf(Date.now());
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : shopDayOf(Date.now() - 29 * DAY_MS);
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : today;
  const [draft, setDraft] = useState({ from, to });
  const analytics = useWholesaleAnalytics(from, to);
  const data = analytics.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ from: draft.from, to: draft.to });
  };

  return (
    <AdminPage title={section.title} description={section.description}>
      <form className={styles.periodForm} onSubmit={submit} aria-label={t.periodLabel}>
        <label className={form.field}>
          <span className={form.label}>{t.from}</span>
          <input
            className={form.input}
            type="date"
            value={draft.from}
            max={today}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className={form.field}>
          <span className={form.label}>{t.to}</span>
          <input
            className={form.input}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <button type="submit" className={button.primary}>
          {t.show}
        </button>
      </form>
      {analytics.error && (
        <QueryState isPending={false} error={analytics.error} retry={() => analytics.refetch()} />
      )}
      {!data && !analytics.error && (
        <QueryState isPending={analytics.isPending} error={null} retry={() => analytics.refetch()} />
      )}
      {data && (
        <>
          <Figures data={data} />
          <section className={form.panel} aria-label={t.periodLabel}>
            <RevenueChart
              perDay={data.perDay}
              label={t.chartLabel(
                data.perDay.length,
                data.totals.orders,
                formatKopecks(data.totals.revenueKopecks),
              )}
            />
          </section>
          {data.totals.orders === 0 ? (
            <p role="status" className={form.hint}>
              {t.empty}
            </p>
          ) : (
            <>
              <Panel id="wholesale-by-type" title={t.byType}>
                <DataTable
                  label={t.byType}
                  rows={data.byGroupType}
                  columns={groupColumns}
                  rowKey={(row) => row.groupType}
                />
              </Panel>
              <Panel id="wholesale-top" title={t.top}>
                <DataTable
                  label={t.top}
                  rows={data.topBundles}
                  columns={bundleColumns}
                  rowKey={(row) => `${row.productId}-${row.groupType}`}
                />
              </Panel>
            </>
          )}
        </>
      )}
    </AdminPage>
  );
}
