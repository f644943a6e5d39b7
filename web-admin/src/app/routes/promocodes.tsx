import { useState } from 'react';
import {
  type AdminPromocode,
  usePromocodes,
  useSavePromocode,
} from '../../features/promotions/api/promocode-calls';
import {
  formValuesOf,
  newPromocode,
  PromocodeForm,
} from '../../features/promotions/components/promocode-form';
import { PromocodesTable } from '../../features/promotions/components/promocodes-table';
import { promotionScreenTexts as t } from '../../features/promotions/components/promotion-texts';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import { QueryState } from '../../ui/query-state';
import { StatusMessage } from '../../ui/status-message';

export function PromocodesPage() {
  const section = texts.sections.promocodes;
  const promocodes = usePromocodes();
  const save = useSavePromocode();
  const [editing, setEditing] = useState<AdminPromocode | 'new' | null>(null);
  const rows = promocodes.data;
  return (
    <AdminPage
      title={section.title}
      description={section.description}
      actions={
        <button type="button" className={button.primary} onClick={() => setEditing('new')}>
          {t.add}
        </button>
      }
    >
      {editing && (
        <PromocodeForm
          key={editing === 'new' ? 'new' : editing.id}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.code)}
          initial={editing === 'new' ? newPromocode() : formValuesOf(editing)}
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { id: editing.id }), input });
            setEditing(null);
          }}
        />
      )}
      {!rows && (
        <QueryState
          isPending={promocodes.isPending}
          error={promocodes.error}
          retry={() => promocodes.refetch()}
        />
      )}
      {rows?.length === 0 && <StatusMessage>{t.empty}</StatusMessage>}
      {rows && rows.length > 0 && <PromocodesTable promocodes={rows} onEdit={setEditing} />}
    </AdminPage>
  );
}
