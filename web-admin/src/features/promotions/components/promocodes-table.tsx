import { errorMessage } from '@shop/api/client';
import { formatKopecks } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { texts } from '../../../lib/texts';
import { button, dangerButton } from '../../../ui/button.css';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import { formError } from '../../../ui/form.css';
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
  const action = usePromocodeAction();
  const [failure, setFailure] = useState<string | null>(null);
  const small = `${button.secondary} ${table.smallButton}`;

  function run(code: AdminPromocode, kind: 'activate' | 'deactivate' | 'delete') {
    if (kind === 'delete' && !window.confirm(texts.common.confirmDelete(code.code))) return;
    setFailure(null);
    action.mutate(
      { id: code.id, action: kind },
      { onError: (error) => setFailure(errorMessage(error, texts.errors.generic)) },
    );
  }

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
    column.display({
      id: 'actions',
      header: texts.common.actions,
      cell: (info) => {
        const code = info.row.original;
        return (
          <div className={table.rowActions}>
            <button
              type="button"
              className={small}
              aria-label={`${texts.common.edit}: ${code.code}`}
              onClick={() => onEdit(code)}
            >
              {texts.common.edit}
            </button>
            <button
              type="button"
              className={small}
              aria-label={`${code.isActive ? t.deactivate : t.activate}: ${code.code}`}
              onClick={() => run(code, code.isActive ? 'deactivate' : 'activate')}
            >
              {code.isActive ? t.deactivate : t.activate}
            </button>
            <button
              type="button"
              className={`${dangerButton} ${table.smallButton}`}
              aria-label={`${texts.common.delete}: ${code.code}`}
              onClick={() => run(code, 'delete')}
            >
              {texts.common.delete}
            </button>
          </div>
        );
      },
    }),
  ]);

  return (
    <>
      {failure && (
        <p role="alert" className={formError}>
          {failure}
        </p>
      )}
      <DataTable label={t.tableLabel} rows={promocodes} columns={columns} rowKey={(code) => code.id} />
    </>
  );
}
