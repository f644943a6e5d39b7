import { useState } from 'react';
import {
  type AdminShippingMethod,
  useSaveShippingMethod,
  useShippingMethods,
} from '../../features/shipping/api/shipping-calls';
import {
  formValuesOf,
  newShippingMethod,
  ShippingMethodForm,
} from '../../features/shipping/components/shipping-method-form';
import { ShippingTable } from '../../features/shipping/components/shipping-table';
import { shippingTexts as t } from '../../features/shipping/components/shipping-texts';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import { QueryState } from '../../ui/query-state';
import { StatusMessage } from '../../ui/status-message';

export function ShippingPage() {
  const section = texts.sections.shipping;
  const methods = useShippingMethods();
  const save = useSaveShippingMethod();
  const [editing, setEditing] = useState<AdminShippingMethod | 'new' | null>(null);
  const rows = methods.data;
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
        <ShippingMethodForm
          key={editing === 'new' ? 'new' : editing.id}
          isNew={editing === 'new'}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.name)}
          initial={editing === 'new' ? newShippingMethod((rows?.length ?? 0) + 1) : formValuesOf(editing)}
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { id: editing.id }), input });
            setEditing(null);
          }}
        />
      )}
      {!rows && (
        <QueryState isPending={methods.isPending} error={methods.error} retry={() => methods.refetch()} />
      )}
      {rows?.length === 0 && <StatusMessage>{t.empty}</StatusMessage>}
      {rows && rows.length > 0 && <ShippingTable methods={rows} onEdit={setEditing} />}
    </AdminPage>
  );
}
