// The back office's one table: TanStack Table column definitions per screen, rows as given (a page of a list or a
// small list whole); with `sort` the server orders the rows, and a header click asks it for another order; with
// `cardsOnPhone` each row is a card on a phone, every value under its column's name.
import {
  type ColumnDef,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import * as table from './table.css';

const features = tableFeatures({ rowSortingFeature });
export type TableFeatures = typeof features;
type DataColumn<R extends RowData> = ColumnDef<TableFeatures, R>;

type Direction = 'asc' | 'desc';

/** The order the server gave the rows in, and how to ask for another. */
export interface ServerSort<S extends string> {
  sort: S;
  direction: Direction;
  onSort: (sort: S, direction: Direction) => void;
}

const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const sortMark = { asc: '▲', desc: '▼' } as const;

export function DataTable<R extends RowData, S extends string = never>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  cardsOnPhone = false,
}: {
  label: string;
  rows: readonly R[];
  columns: DataColumn<R>[];
  rowKey: (row: R) => string;
  sort?: ServerSort<S>;
  cardsOnPhone?: boolean;
}) {
  const sorting: SortingState = sort ? [{ id: sort.sort, desc: sort.direction === 'desc' }] : [];
  const reactTable = useTable({
    features,
    columns,
    data: rows as R[],
    getRowId: rowKey,
    enableSorting: sort !== undefined,
    manualSorting: true,
    state: { sorting },
    onSortingChange: (updater) => {
      if (!sort) return;
      const first = (typeof updater === 'function' ? updater(sorting) : updater)[0];
      if (first) sort.onSort(first.id as S, first.desc ? 'desc' : 'asc');
      else sort.onSort(sort.sort, sort.direction === 'asc' ? 'desc' : 'asc');
    },
  });
  return (
    <div className={table.wrapper}>
      <table
        className={cardsOnPhone ? `${table.table} ${table.cardsOnPhone}` : table.table}
        aria-label={label}
      >
        <thead>
          {reactTable.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const text = <reactTable.FlexRender header={header} />;
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ? ariaSort[sorted] : undefined}>
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={table.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {text}
                        <span aria-hidden="true">{sorted ? sortMark[sorted] : '↕'}</span>
                      </button>
                    ) : (
                      text
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {reactTable.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={cardsOnPhone ? labelOf(cell.column.columnDef.header) : undefined}
                >
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
