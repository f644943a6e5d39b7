import { formatKopecks } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import { NameCell } from '../../../ui/name-cell';
import { ActionFailure, actionsColumn, useRowAction } from '../../../ui/row-actions';
import * as table from '../../../ui/table.css';
import { type AdminShippingMethod, useShippingMethodAction } from '../api/shipping-calls';
import { shippingTexts as t } from './shipping-texts';

const column = createColumnHelper<TableFeatures, AdminShippingMethod>();
const regionName = (code: string) => t.regions.find(([known]) => known === code)?.[1] ?? code;

function boundsText(method: AdminShippingMethod): string {
  const parts = [];
  if (method.minOrderValueKopecks !== null) parts.push(t.fromSum(formatKopecks(method.minOrderValueKopecks)));
  if (method.maxOrderValueKopecks !== null) parts.push(t.toSum(formatKopecks(method.maxOrderValueKopecks)));
  return parts.length > 0 ? parts.join(' ') : t.anySum;
}

export function ShippingTable({
  methods,
  onEdit,
}: {
  methods: readonly AdminShippingMethod[];
  onEdit: (method: AdminShippingMethod) => void;
}) {
  const { run, failure } = useRowAction(
    useShippingMethodAction(),
    (method: AdminShippingMethod) => method.name,
  );

  const columns = column.columns([
    column.accessor('name', {
      header: t.columns.name,
      cell: (info) => (
        <NameCell name={info.getValue()}>
          <div className={table.muted}>{info.row.original.id}</div>
        </NameCell>
      ),
    }),
    column.accessor('priceKopecks', {
      header: t.columns.price,
      cell: (info) => formatKopecks(info.getValue()),
    }),
    column.accessor('freeFromKopecks', {
      header: t.columns.free,
      cell: (info) => (info.getValue() === null ? t.never : formatKopecks(info.getValue())),
    }),
    column.display({ id: 'bounds', header: t.columns.bounds, cell: (info) => boundsText(info.row.original) }),
    column.accessor('regions', {
      header: t.columns.regions,
      cell: (info) =>
        info.getValue().length === 0 ? t.allRegions : info.getValue().map(regionName).join(', '),
    }),
    column.accessor('estimatedDays', { header: t.columns.days }),
    column.display({
      id: 'state',
      header: t.columns.state,
      cell: (info) => (
        <>
          <span className={info.row.original.isActive ? table.badgeAccent : table.badge}>
            {info.row.original.isActive ? t.active : t.inactive}
          </span>
          {info.row.original.isDefault && <span className={table.badge}>{t.isDefault}</span>}
        </>
      ),
    }),
    actionsColumn<AdminShippingMethod>({
      nameOf: (method) => method.name,
      onEdit,
      onDelete: (method) => run(method, 'delete'),
      own: (method) => [
        !method.isDefault &&
          method.isActive && { label: t.makeDefault, onClick: () => run(method, 'default') },
      ],
    }),
  ]);

  return (
    <>
      <ActionFailure message={failure} />
      <DataTable label={t.tableLabel} rows={methods} columns={columns} rowKey={(method) => method.id} />
    </>
  );
}
