import { errorMessage } from '@shop/api/client';
import { useState } from 'react';
import {
  type AdminSize,
  useDeleteSize,
  useSaveSize,
  useSizes,
} from '../../features/catalog/api/reference-data';
import * as styles from '../../features/catalog/components/catalog.css';
import { SizeForm } from '../../features/catalog/components/reference-form';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button, dangerButton } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { QueryState } from '../../ui/query-state';
import * as table from '../../ui/table.css';

const t = texts.sizes;

export function SizesPage() {
  const sizes = useSizes();
  const save = useSaveSize();
  const remove = useDeleteSize();
  const [editing, setEditing] = useState<AdminSize | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const small = `${button.secondary} ${table.smallButton}`;

  return (
    <AdminPage
      title={texts.sections.sizes.title}
      description={texts.sections.sizes.description}
      actions={
        <button type="button" className={button.primary} onClick={() => setEditing('new')}>
          {t.add}
        </button>
      }
    >
      {failure && (
        <p role="alert" className={form.formError}>
          {failure}
        </p>
      )}
      {editing && (
        <SizeForm
          key={editing === 'new' ? 'new' : editing.code}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.code)}
          initial={
            editing === 'new'
              ? { code: '', name: { ru: '' }, productType: 'clothing', sortOrder: 0, isActive: true }
              : { ...editing, name: { ru: editing.name.ru } }
          }
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { code: editing.code }), input });
            setEditing(null);
          }}
        />
      )}
      {!sizes.data && (
        <QueryState isPending={sizes.isPending} error={sizes.error} retry={() => sizes.refetch()} />
      )}
      {sizes.data?.length === 0 && (
        <div className={styles.empty} role="status">
          <strong>{t.empty}</strong>
        </div>
      )}
      {sizes.data && sizes.data.length > 0 && (
        <div className={table.wrapper}>
          <table className={table.table} aria-label={t.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{t.code}</th>
                <th scope="col">{texts.common.nameRu}</th>
                <th scope="col">{texts.common.productType}</th>
                <th scope="col">{texts.common.sortOrder}</th>
                <th scope="col">{texts.products.columns.status}</th>
                <th scope="col">{texts.common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {sizes.data.map((size) => (
                <tr key={size.code}>
                  <td>{size.code}</td>
                  <td>{size.name.ru}</td>
                  <td>{texts.common.productTypes[size.productType]}</td>
                  <td className={table.numeric}>{size.sortOrder}</td>
                  <td>
                    <span className={size.isActive ? table.badgeAccent : table.badge}>
                      {size.isActive ? texts.common.active : texts.common.inactive}
                    </span>
                  </td>
                  <td>
                    <div className={table.rowActions}>
                      <button
                        type="button"
                        className={small}
                        aria-label={`${texts.common.edit}: ${size.code}`}
                        onClick={() => setEditing(size)}
                      >
                        {texts.common.edit}
                      </button>
                      <button
                        type="button"
                        className={`${dangerButton} ${table.smallButton}`}
                        aria-label={`${texts.common.delete}: ${size.code}`}
                        onClick={() => {
                          if (!window.confirm(texts.common.confirmDelete(size.code))) return;
                          setFailure(null);
                          remove.mutate(size.code, {
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
    </AdminPage>
  );
}
