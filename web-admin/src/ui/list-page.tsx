// A back-office list edited in place (promocodes, shipping methods, colors, sizes): the add button in the header,
// the form for a new or a chosen entry above the list, and the list once loaded.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AdminPage } from './admin-page';
import { button } from './button.css';
import { QueryState } from './query-state';

export function ListPage<E>({
  section,
  addLabel,
  entries,
  empty,
  renderForm,
  renderList,
  children,
}: {
  section: { title: string; description: string };
  addLabel: string;
  entries: Pick<UseQueryResult<E[]>, 'data' | 'isPending' | 'error' | 'refetch'>;
  /** Shown in place of the list when it holds nothing. */
  empty: ReactNode;
  /** The create ('new') or edit form; `close` hides it after saving or cancelling. */
  renderForm: (editing: E | 'new', close: () => void) => ReactNode;
  renderList: (rows: E[], edit: (entry: E) => void) => ReactNode;
  /** What stands above the form, such as the failure of an action on a row. */
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState<E | 'new' | null>(null);
  const rows = entries.data;
  return (
    <AdminPage
      title={section.title}
      description={section.description}
      actions={
        <button type="button" className={button.primary} onClick={() => setEditing('new')}>
          {addLabel}
        </button>
      }
    >
      {children}
      {editing && renderForm(editing, () => setEditing(null))}
      {!rows && (
        <QueryState isPending={entries.isPending} error={entries.error} retry={() => entries.refetch()} />
      )}
      {rows?.length === 0 && empty}
      {rows && rows.length > 0 && renderList(rows, setEditing)}
    </AdminPage>
  );
}
