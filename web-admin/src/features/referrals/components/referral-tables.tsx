import { formatKopecks } from '@shop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/shop-dates';
import { Panel } from '../../../ui/panel';
import { StatusMessage } from '../../../ui/status-message';
import * as table from '../../../ui/table.css';
import { TableHead } from '../../../ui/table-head';
import type { ReferralOverview } from '../api/referral-calls';
import { referralTexts } from '../referral-texts';

const t = referralTexts;

/** Referrers with what their invited buyers brought, then each attribution with its first order. */
export function ReferralTables({ overview }: { overview: ReferralOverview }) {
  const [, , invitedLabel, ordersLabel, revenueLabel] = t.referrers.columns;
  if (overview.referrers.length === 0) {
    return (
      <Panel id="referrers-title" title={t.referrers.title}>
        <StatusMessage>{t.referrers.empty}</StatusMessage>
      </Panel>
    );
  }
  return (
    <>
      <Panel id="referrers-title" title={t.referrers.title}>
        <PanelTable
          labelledBy="referrers-title"
          labels={t.referrers.columns}
          numeric={[invitedLabel, ordersLabel, revenueLabel]}
        >
          {overview.referrers.map((row) => (
            <tr key={row.referrerId}>
              <td data-label={t.referrers.columns[0]}>
                {row.name}
                {row.contact && <div className={table.muted}>{row.contact}</div>}
              </td>
              <td data-label={t.referrers.columns[1]}>{row.code ?? '—'}</td>
              <td data-label={invitedLabel} className={table.numeric}>
                {row.invitedBuyers}
              </td>
              <td data-label={ordersLabel} className={table.numeric}>
                {row.orders}
              </td>
              <td data-label={revenueLabel} className={table.numeric}>
                {formatKopecks(row.revenueKopecks)}
              </td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
      <Panel id="attributions-title" title={t.attributions.title}>
        <PanelTable
          labelledBy="attributions-title"
          labels={t.attributions.columns}
          numeric={[t.attributions.columns[4]]}
        >
          {overview.attributions.map((row) => (
            <tr key={row.id}>
              <td data-label={t.attributions.columns[0]}>{formatDateTime(row.createdAt)}</td>
              <td data-label={t.attributions.columns[1]}>{row.referrerName}</td>
              <td data-label={t.attributions.columns[2]}>{row.referredName}</td>
              <td data-label={t.attributions.columns[3]}>
                <Link to={`/orders/${row.orderId}`}>{t.attributions.order(row.orderNumber)}</Link>
              </td>
              <td data-label={t.attributions.columns[4]} className={table.numeric}>
                {formatKopecks(row.orderTotalKopecks)}
              </td>
              <td data-label={t.attributions.columns[5]}>
                {row.rewarded ? (
                  <span className={table.badgeAccent}>{t.attributions.rewarded}</span>
                ) : (
                  <span className={table.muted}>{t.attributions.notRewarded}</span>
                )}
              </td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
    </>
  );
}

/** A table named by its panel's heading, as cards on a phone. */
function PanelTable({
  labelledBy,
  labels,
  numeric,
  children,
}: {
  labelledBy: string;
  labels: readonly string[];
  numeric: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={table.wrapper}>
      <table className={`${table.table} ${table.cardsOnPhone}`} aria-labelledby={labelledBy}>
        <TableHead labels={labels} numeric={numeric} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
