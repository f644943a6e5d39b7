import { useSaveShippingMethod, useShippingMethods } from '../../features/shipping/api/shipping-calls';
import {
  formValuesOf,
  newShippingMethod,
  ShippingMethodForm,
} from '../../features/shipping/components/shipping-method-form';
import { ShippingTable } from '../../features/shipping/components/shipping-table';
import { shippingTexts as t } from '../../features/shipping/components/shipping-texts';
import { texts } from '../../lib/texts';
import { ListPage } from '../../ui/list-page';
import { StatusMessage } from '../../ui/status-message';

export function ShippingPage() {
  const methods = useShippingMethods();
  const save = useSaveShippingMethod();
  return (
    <ListPage
      section={texts.sections.shipping}
      addLabel={t.add}
      entries={methods}
      empty={<StatusMessage>{t.empty}</StatusMessage>}
      renderForm={(editing, close) => (
        <ShippingMethodForm
          key={editing === 'new' ? 'new' : editing.id}
          isNew={editing === 'new'}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.name)}
          initial={
            editing === 'new' ? newShippingMethod((methods.data?.length ?? 0) + 1) : formValuesOf(editing)
          }
          onCancel={close}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { id: editing.id }), input });
            close();
          }}
        />
      )}
      renderList={(rows, edit) => <ShippingTable methods={rows} onEdit={edit} />}
    />
  );
}
