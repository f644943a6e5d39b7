// A read-only TanStack table of the back office's small lists (promocodes, shipping methods): rows as given.
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import * as table from '../../../ui/table.css';

const features = tableFeatures({});
type Features = typeof features;
export type DataColumn<R extends RowData> = ColumnDef<Features, R>;
export type TableFeatures = Features;

export function DataTable<R extends RowData>({
  label,
  rows,
  columns,
  rowKey,
}: {
  label: string;
  rows: readonly R[];
  columns: DataColumn<R>[];
  rowKey: (row: R) => string;
}) {
  const reactTable = useTable({
    features,
    columns,
    data: rows as R[],
    getRowId: rowKey,
  });
  return (
    <div className={table.wrapper}>
      <table className={table.table} aria-label={label}>
        <thead>
          {reactTable.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <reactTable.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {reactTable.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <reactTable.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
