import { errorMessage } from '@shop/api/client';
import { useState } from 'react';
import {
  type AdminCategory,
  useCategories,
  useDeleteCategory,
  useMoveCategory,
  useRefreshCategoryCounts,
  useSaveCategory,
} from '../../features/catalog/api/categories';
import { CategoryForm, categoryValues } from '../../features/catalog/components/category-form';
import { CategoryTree } from '../../features/catalog/components/category-tree';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { QueryState } from '../../ui/query-state';
import { EmptyList } from '../../ui/status-message';

const t = texts.categories;

type Editing = { kind: 'create'; parentId: number | null } | { kind: 'edit'; category: AdminCategory } | null;

export function CategoriesPage() {
  const categories = useCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const move = useMoveCategory();
  const refresh = useRefreshCategoryCounts();
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'notice'; text: string } | null>(null);

  const report = (error: unknown) =>
    setMessage({ kind: 'error', text: errorMessage(error, texts.errors.generic) });
  const list = categories.data ?? [];
  const busy = move.isPending || remove.isPending;

  return (
    <AdminPage
      title={texts.sections.categories.title}
      description={texts.sections.categories.description}
      actions={
        <div className={form.actions}>
          <button
            type="button"
            className={button.secondary}
            disabled={refresh.isPending}
            onClick={() => {
              setMessage(null);
              refresh.mutate(undefined, {
                onSuccess: ({ updated }) => setMessage({ kind: 'notice', text: t.countsRefreshed(updated) }),
                onError: report,
              });
            }}
          >
            {refresh.isPending ? t.refreshing : t.refreshCounts}
          </button>
          <button
            type="button"
            className={button.primary}
            onClick={() => setEditing({ kind: 'create', parentId: null })}
          >
            {t.add}
          </button>
        </div>
      }
    >
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? form.formError : form.formNotice}
        >
          {message.text}
        </p>
      )}
      {editing && (
        <CategoryForm
          key={editing.kind === 'edit' ? editing.category.id : `new-${editing.parentId}`}
          title={editing.kind === 'edit' ? t.editTitle(editing.category.displayName) : t.newTitle}
          initial={categoryValues(
            editing.kind === 'edit' ? editing.category : undefined,
            editing.kind === 'create' ? editing.parentId : null,
          )}
          {...(editing.kind === 'edit' ? { editedId: editing.category.id } : {})}
          categories={list}
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            await save.mutateAsync({
              ...(editing.kind === 'edit' ? { id: editing.category.id } : {}),
              input,
            });
            setEditing(null);
            setMessage({ kind: 'notice', text: texts.common.saved });
          }}
        />
      )}
      {!categories.data && (
        <QueryState
          isPending={categories.isPending}
          error={categories.error}
          retry={() => categories.refetch()}
        />
      )}
      {categories.data && list.length === 0 && <EmptyList title={t.empty} />}
      {list.length > 0 && (
        <section aria-label={t.treeLabel}>
          <CategoryTree
            categories={list}
            parentId={null}
            busy={busy}
            actions={{
              edit: (category) => setEditing({ kind: 'edit', category }),
              addChild: (category) => setEditing({ kind: 'create', parentId: category.id }),
              remove: (category) => {
                if (!window.confirm(texts.common.confirmDelete(category.displayName))) return;
                setMessage(null);
                remove.mutate(category.id, { onError: report });
              },
              move: (category, direction) => {
                setMessage(null);
                move.mutate({ categoryId: category.id, direction }, { onError: report });
              },
            }}
          />
        </section>
      )}
    </AdminPage>
  );
}
