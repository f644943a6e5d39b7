import * as table from './table.css';

/** A table's header row from its column labels, each a column header cell; `numeric` columns align right. */
export function TableHead({
  labels,
  numeric = [],
}: {
  labels: readonly string[];
  numeric?: readonly string[];
}) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={numeric.includes(label) ? table.numeric : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
