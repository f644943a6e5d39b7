// The colors and sizes screens: one list of reference entries with create, edit and delete around each kind's form.
import { errorMessage } from '@shop/api/client';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { texts } from '../../../lib/texts';
import { button, dangerButton } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { ListPage } from '../../../ui/list-page';
import { EmptyList } from '../../../ui/status-message';
import * as table from '../../../ui/table.css';
import { TableHead } from '../../../ui/table-head';

interface ReferenceEntry {
  code: string;
  isActive: boolean;
}

interface ReferenceColumn<E> {
  header: string;
  cell: (entry: E) => ReactNode;
  numeric?: boolean;
}

interface ReferenceListPageProps<E extends ReferenceEntry> {
  section: { title: string; description: string };
  labels: { add: string; empty: string; tableLabel: string };
  entries: UseQueryResult<E[]>;
  remove: UseMutationResult<unknown, Error, string>;
  columns: ReferenceColumn<E>[];
  /** How the entry is named in confirmations and button labels. */
  nameOf: (entry: E) => string;
  /** The create ('new') or edit form; `close` hides it after saving or cancelling. */
  renderForm: (editing: E | 'new', close: () => void) => ReactNode;
}

export function ReferenceListPage<E extends ReferenceEntry>({
  section,
  labels,
  entries,
  remove,
  columns,
  nameOf,
  renderForm,
}: ReferenceListPageProps<E>) {
  const [failure, setFailure] = useState<string | null>(null);
  const small = `${button.secondary} ${table.smallButton}`;

  return (
    <ListPage
      section={section}
      addLabel={labels.add}
      entries={entries}
      empty={<EmptyList title={labels.empty} />}
      renderForm={renderForm}
      renderList={(rows, edit) => (
        <div className={table.wrapper}>
          <table className={table.table} aria-label={labels.tableLabel}>
            <TableHead
              labels={[
                ...columns.map((column) => column.header),
                texts.products.columns.status,
                texts.common.actions,
              ]}
            />
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.code}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.numeric ? table.numeric : undefined}>
                      {column.cell(entry)}
                    </td>
                  ))}
                  <td>
                    <span className={entry.isActive ? table.badgeAccent : table.badge}>
                      {entry.isActive ? texts.common.active : texts.common.inactive}
                    </span>
                  </td>
                  <td>
                    <div className={table.rowActions}>
                      <button
                        type="button"
                        className={small}
                        aria-label={`${texts.common.edit}: ${nameOf(entry)}`}
                        onClick={() => edit(entry)}
                      >
                        {texts.common.edit}
                      </button>
                      <button
                        type="button"
                        className={`${dangerButton} ${table.smallButton}`}
                        aria-label={`${texts.common.delete}: ${nameOf(entry)}`}
                        onClick={() => {
                          if (!window.confirm(texts.common.confirmDelete(nameOf(entry)))) return;
                          setFailure(null);
                          remove.mutate(entry.code, {
                            onError: (error) => setFailure(errorMessage(error, texts.errors.generic)),
                          });
                        }}
                      >
                        {texts.common.delete}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    >
      {failure && (
        <p role="alert" className={form.formError}>
          {failure}
        </p>
      )}
    </ListPage>
  );
}
