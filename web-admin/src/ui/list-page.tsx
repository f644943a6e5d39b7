// A back-office list edited in place (promocodes, shipping methods, colors, sizes): the add button in the header,
// the form for a new or a chosen entry above the list, and the list once loaded.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AdminPage } from './admin-page';
import { button } from './button.css';
import { QueryState } from './query-state';
import { StatusMessage } from './status-message';

export function ListPage<E>({
  section,
  addLabel,
  entries,
  empty,
  renderForm,
  renderList,
  children,
  after,
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
  /** What follows the list on the same page. */
  after?: ReactNode;
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
      {after}
    </AdminPage>
  );
}

/** What a list entry's form gets from its list: its key and title, cancelling, and saving that closes it. */
export interface EntryFrame<I> {
  key: string;
  title: string;
  onCancel: () => void;
  onSubmit: (input: I) => Promise<void>;
}

/**
 * A list of entries with an id, each saved by one call (a promocode, a shipping method): the list page with the
 * add button, the titled form for a new or a chosen entry, and «nothing yet» when the list is empty.
 */
export function EntryListPage<E extends { id: string }, I>({
  section,
  texts: t,
  entries,
  nameOf,
  save,
  renderForm,
  renderList,
}: {
  section: { title: string; description: string };
  texts: { add: string; empty: string; newTitle: string; editTitle: (name: string) => string };
  entries: Pick<UseQueryResult<E[]>, 'data' | 'isPending' | 'error' | 'refetch'>;
  nameOf: (entry: E) => string;
  /** Creates the entry (no id) or changes the one with this id. */
  save: (change: { id?: string; input: I }) => Promise<unknown>;
  renderForm: (editing: E | 'new', frame: EntryFrame<I>) => ReactNode;
  renderList: (rows: E[], edit: (entry: E) => void) => ReactNode;
}) {
  return (
    <ListPage
      section={section}
      addLabel={t.add}
      entries={entries}
      empty={<StatusMessage>{t.empty}</StatusMessage>}
      renderForm={(editing, close) =>
        renderForm(editing, {
          key: editing === 'new' ? 'new' : editing.id,
          title: editing === 'new' ? t.newTitle : t.editTitle(nameOf(editing)),
          onCancel: close,
          onSubmit: async (input) => {
            await save({ ...(editing === 'new' ? {} : { id: editing.id }), input });
            close();
          },
        })
      }
      renderList={renderList}
    />
  );
}
