import { errorMessage } from '@shop/api/client';
import { useState } from 'react';
import {
  type AdminColor,
  useColors,
  useDeleteColor,
  useSaveColor,
} from '../../features/catalog/api/reference-data';
import * as styles from '../../features/catalog/components/catalog.css';
import { ColorForm } from '../../features/catalog/components/reference-form';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button, dangerButton } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { QueryState } from '../../ui/query-state';
import * as table from '../../ui/table.css';

const t = texts.colors;

export function ColorsPage() {
  const colors = useColors();
  const save = useSaveColor();
  const remove = useDeleteColor();
  const [editing, setEditing] = useState<AdminColor | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const small = `${button.secondary} ${table.smallButton}`;

  return (
    <AdminPage
      title={texts.sections.colors.title}
      description={texts.sections.colors.description}
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
        <ColorForm
          key={editing === 'new' ? 'new' : editing.code}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.code)}
          initial={
            editing === 'new'
              ? {
                  code: '',
                  name: { ru: '', en: '' },
                  hex: '#CCCCCC',
                  sortOrder: (colors.data?.length ?? 0) + 1,
                  isActive: true,
                }
              : { ...editing, name: { ru: editing.name.ru, en: editing.name.en ?? '' } }
          }
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { code: editing.code }), input });
            setEditing(null);
          }}
        />
      )}
      {!colors.data && (
        <QueryState isPending={colors.isPending} error={colors.error} retry={() => colors.refetch()} />
      )}
      {colors.data?.length === 0 && (
        <div className={styles.empty} role="status">
          <strong>{t.empty}</strong>
        </div>
      )}
      {colors.data && colors.data.length > 0 && (
        <div className={table.wrapper}>
          <table className={table.table} aria-label={t.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{t.swatch}</th>
                <th scope="col">{t.code}</th>
                <th scope="col">{texts.common.nameRu}</th>
                <th scope="col">{t.hex}</th>
                <th scope="col">{texts.common.sortOrder}</th>
                <th scope="col">{texts.products.columns.status}</th>
                <th scope="col">{texts.common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {colors.data.map((color) => (
                <tr key={color.code}>
                  <td>
                    <span className={table.swatch} style={{ background: color.hex }} aria-hidden="true" />
                  </td>
                  <td>{color.code}</td>
                  <td>{color.name.ru}</td>
                  <td>{color.hex}</td>
                  <td className={table.numeric}>{color.sortOrder}</td>
                  <td>
                    <span className={color.isActive ? table.badgeAccent : table.badge}>
                      {color.isActive ? texts.common.active : texts.common.inactive}
                    </span>
                  </td>
                  <td>
                    <div className={table.rowActions}>
                      <button
                        type="button"
                        className={small}
                        aria-label={`${texts.common.edit}: ${color.name.ru}`}
                        onClick={() => setEditing(color)}
                      >
                        {texts.common.edit}
                      </button>
                      <button
                        type="button"
                        className={`${dangerButton} ${table.smallButton}`}
                        aria-label={`${texts.common.delete}: ${color.name.ru}`}
                        onClick={() => {
                          if (!window.confirm(texts.common.confirmDelete(color.name.ru))) return;
                          setFailure(null);
                          remove.mutate(color.code, {
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
