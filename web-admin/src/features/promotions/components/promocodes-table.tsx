import { formatKopecks } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import { ActionFailure, actionsColumn, useRowAction } from '../../../ui/row-actions';
import * as table from '../../../ui/table.css';
import { type AdminPromocode, usePromocodeAction } from '../api/promocode-calls';
import { conditionsText, discountText, validityText } from './promocode-view';
import { promotionScreenTexts as t } from './promotion-texts';

const column = createColumnHelper<TableFeatures, AdminPromocode>();

const stateBadge: Record<AdminPromocode['state'], string> = {
  active: table.badgeAccent,
  inactive: table.badge,
  scheduled: table.badge,
  expired: table.badgeDanger,
  used_up: table.badgeDanger,
};

export function PromocodesTable({
  promocodes,
  onEdit,
}: {
  promocodes: readonly AdminPromocode[];
  onEdit: (code: AdminPromocode) => void;
}) {
  const { run, failure } = useRowAction(usePromocodeAction(), (code: AdminPromocode) => code.code);

  const columns = column.columns([
    column.accessor('code', {
      header: t.columns.code,
      cell: (info) => (
        <div>
          <strong>{info.getValue()}</strong>
          <div className={table.muted}>{t.tiers[info.row.original.tier]}</div>
        </div>
      ),
    }),
    column.display({
      id: 'discount',
      header: t.columns.discount,
      cell: (info) => discountText(info.row.original),
    }),
    column.display({
      id: 'conditions',
      header: t.columns.conditions,
      cell: (info) => conditionsText(info.row.original),
    }),
    column.display({
      id: 'validity',
      header: t.columns.validity,
      cell: (info) => validityText(info.row.original),
    }),
    column.accessor('usageCount', {
      header: t.columns.uses,
      cell: (info) => t.usesOf(info.getValue(), info.row.original.maxUsage),
    }),
    column.accessor((row) => row.usage.revenueKopecks, {
      id: 'revenue',
      header: t.columns.revenue,
      cell: (info) => (
        <>
          {formatKopecks(info.getValue())}
          <div className={table.muted}>{t.ordersCount(info.row.original.usage.orders)}</div>
        </>
      ),
    }),
    column.accessor((row) => row.usage.discountKopecks, {
      id: 'discountGiven',
      header: t.columns.discountGiven,
      cell: (info) => formatKopecks(info.getValue()),
    }),
    column.accessor('state', {
      header: t.columns.state,
      cell: (info) => <span className={stateBadge[info.getValue()]}>{t.states[info.getValue()]}</span>,
    }),
    actionsColumn<AdminPromocode>({
      nameOf: (code) => code.code,
      onEdit,
      onDelete: (code) => run(code, 'delete'),
      own: (code) => [
        {
          label: code.isActive ? t.deactivate : t.activate,
          onClick: () => run(code, code.isActive ? 'deactivate' : 'activate'),
        },
      ],
    }),
  ]);

  return (
    <>
      <ActionFailure message={failure} />
      <DataTable
        label={t.tableLabel}
        rows={promocodes}
        columns={columns}
        rowKey={(code) => code.id}
        cardsOnPhone
      />
    </>
  );
}
