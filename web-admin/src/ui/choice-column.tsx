// The first column of a table whose rows can be chosen for a change to several at once: a box in the header for
// the whole page, one per row.
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TableFeatures } from './data-table';

export function choiceColumn<R extends { id: K }, K>({
  id,
  rows,
  chosen,
  onChoose,
  pageLabel,
  rowLabel,
}: {
  id: string;
  rows: readonly R[];
  chosen: ReadonlySet<K>;
  onChoose: (ids: K[], on: boolean) => void;
  pageLabel: string;
  rowLabel: (row: R) => string;
}): ColumnDef<TableFeatures, R> {
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  return createColumnHelper<TableFeatures, R>().display({
    id,
    header: () => (
      <input
        type="checkbox"
        aria-label={pageLabel}
        checked={allChosen}
        onChange={(event) =>
          onChoose(
            rows.map((row) => row.id),
            event.target.checked,
          )
        }
      />
    ),
    cell: (info) => (
      <input
        type="checkbox"
        aria-label={rowLabel(info.row.original)}
        checked={chosen.has(info.row.original.id)}
        onChange={(event) => onChoose([info.row.original.id], event.target.checked)}
      />
    ),
  });
}
