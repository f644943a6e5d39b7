// The buttons of a table row (edit, the row's own actions, delete) and the way they run: a delete asks first, and
// the server's refusal stays above the table until the next action.
import { errorMessage } from '@shop/api/client';
import { type ColumnDef, createColumnHelper, type RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { texts } from '../lib/texts';
import { button, dangerButton } from './button.css';
import type { TableFeatures } from './data-table';
import { formError } from './form.css';
import * as table from './table.css';

/** One button; `false` leaves it out (an action this row does not offer). */
export type RowAction = { label: string; onClick: () => void; danger?: boolean } | false;

/** The row's buttons; each one's accessible name also names the row ("Изменить: SUMMER"). */
function RowActions({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  return (
    <div className={table.rowActions}>
      {actions.map(
        (action) =>
          action && (
            <button
              key={action.label}
              type="button"
              className={`${action.danger ? dangerButton : button.secondary} ${table.smallButton}`}
              aria-label={`${action.label}: ${name}`}
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ),
      )}
    </div>
  );
}

/**
 * The last column of a list edited in place: «Изменить» when the row can change, the row's own actions, then
 * «Удалить» when deletable.
 */
export function actionsColumn<R extends RowData>({
  nameOf,
  onEdit,
  editable,
  onDelete,
  own,
}: {
  nameOf: (row: R) => string;
  onEdit: (row: R) => void;
  /** Absent when every row can change (an ended promotion cannot). */
  editable?: (row: R) => boolean;
  /** Absent for records that are never deleted (a promotion is ended instead). */
  onDelete?: (row: R) => void;
  /** The actions between editing and deleting that this row offers. */
  own: (row: R) => readonly RowAction[];
}): ColumnDef<TableFeatures, R> {
  return createColumnHelper<TableFeatures, R>().display({
    id: 'actions',
    header: texts.common.actions,
    cell: (info) => {
      const row = info.row.original;
      return (
        <RowActions
          name={nameOf(row)}
          actions={[
            editable?.(row) !== false && { label: texts.common.edit, onClick: () => onEdit(row) },
            ...own(row),
            Boolean(onDelete) && { label: texts.common.delete, onClick: () => onDelete?.(row), danger: true },
          ]}
        />
      );
    },
  });
}

/**
 * Runs an action on a row through its mutation: `run(row, 'delete')` asks first, by the row's name; `failure` is
 * the server's refusal of the last action, cleared when the next one starts.
 */
export function useRowAction<R extends { id: string | number }, A extends string>(
  mutation: {
    mutate: (input: { id: string; action: A }, options: { onError: (error: unknown) => void }) => void;
  },
  nameOf: (row: R) => string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  function run(row: R, action: A) {
    if (action === 'delete' && !window.confirm(texts.common.confirmDelete(nameOf(row)))) return;
    setFailure(null);
    mutation.mutate(
      { id: String(row.id), action },
      { onError: (error) => setFailure(errorMessage(error, texts.errors.generic)) },
    );
  }
  return { run, failure };
}

/** The refusal of a row's action, above its table. */
export function ActionFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={formError}>
      {message}
    </p>
  ) : null;
}
