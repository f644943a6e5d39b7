import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '../../../lib/shop-dates';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import type { AuditChange } from '../api/audit';
import { auditTexts as t } from '../audit-texts';
import { ChangeList } from './change-list';

const column = createColumnHelper<TableFeatures, AuditChange>();

const columns = column.columns([
  column.display({
    id: 'when',
    header: t.columns.when,
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  }),
  column.display({ id: 'who', header: t.columns.who, cell: ({ row }) => row.original.actor.name }),
  column.display({
    id: 'what',
    header: t.columns.what,
    cell: ({ row: { original: change } }) => (
      <>
        {t.entities[change.entity] ?? change.entity} {change.entity === 'order' ? '№' : '#'}
        {change.entityId}
      </>
    ),
  }),
  column.display({
    id: 'action',
    header: t.columns.action,
    cell: ({ row }) => t.actions[row.original.action] ?? row.original.action,
  }),
  column.display({
    id: 'changes',
    header: t.columns.changes,
    cell: ({ row }) => <ChangeList change={row.original} />,
  }),
]);

/** The audit log's page: when, who, what record, the action, and what changed, in words. */
export function AuditTable({ changes }: { changes: readonly AuditChange[] }) {
  return (
    <DataTable label={t.tableLabel} rows={changes} columns={columns} rowKey={(change) => String(change.id)} />
  );
}
