import { formatKopecks } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import { ActionFailure, actionsColumn, useRowAction } from '../../../ui/row-actions';
import * as table from '../../../ui/table.css';
import { type AdminPromotion, usePromotionAction } from '../api/promotion-calls';
import { periodText } from './promocode-view';
import { automaticPromotionTexts as t } from './promotion-texts';

const column = createColumnHelper<TableFeatures, AdminPromotion>();

const statusBadge: Record<AdminPromotion['status'], string> = {
  running: table.badgeAccent,
  scheduled: table.badge,
  paused: table.badge,
  ended: table.badgeDanger,
};

const scopeText = (promotion: AdminPromotion) =>
  promotion.scope === 'all'
    ? t.scopes.all
    : promotion.scope === 'categories'
      ? t.scopeCount.categories(promotion.categoryIds.length)
      : t.scopeCount.products(promotion.productIds.length);

const columns = (
  run: (promotion: AdminPromotion, action: 'pause' | 'resume' | 'end') => void,
  onEdit: (promotion: AdminPromotion) => void,
) =>
  column.columns([
    column.accessor('name', {
      header: t.columns.name,
      cell: (info) => (
        <div>
          <strong>{info.getValue()}</strong>
          <div className={table.muted}>{info.row.original.badge}</div>
        </div>
      ),
    }),
    column.display({
      id: 'discount',
      header: t.columns.discount,
      cell: ({ row: { original } }) =>
        original.discountType === 'fixed'
          ? `−${formatKopecks(original.discountValue)}`
          : `−${original.discountValue}%`,
    }),
    column.display({ id: 'scope', header: t.columns.scope, cell: (info) => scopeText(info.row.original) }),
    column.display({
      id: 'period',
      header: t.columns.period,
      cell: ({ row: { original } }) => periodText(original.startsAt, original.endsAt, true),
    }),
    column.accessor('status', {
      header: t.columns.status,
      cell: (info) => <span className={statusBadge[info.getValue()]}>{t.statuses[info.getValue()]}</span>,
    }),
    actionsColumn<AdminPromotion>({
      nameOf: (promotion) => promotion.name,
      onEdit,
      // Staff may give a promotion whose period ran out a later end; one they ended the shop refuses to change.
      editable: (promotion) => promotion.endedAt === null,
      own: (promotion) =>
        promotion.status === 'ended'
          ? []
          : [
              promotion.isActive
                ? { label: t.pause, onClick: () => run(promotion, 'pause') }
                : { label: t.resume, onClick: () => run(promotion, 'resume') },
              {
                label: t.end,
                danger: true,
                onClick: () => window.confirm(t.confirmEnd(promotion.name)) && run(promotion, 'end'),
              },
            ],
    }),
  ]);

export function PromotionsTable({
  promotions,
  onEdit,
}: {
  promotions: readonly AdminPromotion[];
  onEdit: (promotion: AdminPromotion) => void;
}) {
  const { run, failure } = useRowAction(usePromotionAction(), (promotion: AdminPromotion) => promotion.name);
  return (
    <>
      <ActionFailure message={failure} />
      <DataTable
        label={t.tableLabel}
        rows={promotions}
        columns={columns(run, onEdit)}
        rowKey={(promotion) => String(promotion.id)}
        cardsOnPhone
      />
    </>
  );
}
