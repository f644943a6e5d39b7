import { useSaveShippingMethod, useShippingMethods } from '../../features/shipping/api/shipping-calls';
import {
  formValuesOf,
  newShippingMethod,
  ShippingMethodForm,
} from '../../features/shipping/components/shipping-method-form';
import { ShippingTable } from '../../features/shipping/components/shipping-table';
import { shippingTexts as t } from '../../features/shipping/components/shipping-texts';
import { texts } from '../../lib/texts';
import { EntryListPage } from '../../ui/list-page';

export function ShippingPage() {
  const methods = useShippingMethods();
  const save = useSaveShippingMethod();
  return (
    <EntryListPage
      section={texts.sections.shipping}
      texts={t}
      entries={methods}
      nameOf={(method) => method.name}
      save={save.mutateAsync}
      renderForm={(editing, { key, ...frame }) => (
        <ShippingMethodForm
          key={key}
          {...frame}
          isNew={editing === 'new'}
          initial={
            editing === 'new' ? newShippingMethod((methods.data?.length ?? 0) + 1) : formValuesOf(editing)
          }
        />
      )}
      renderList={(rows, edit) => <ShippingTable methods={rows} onEdit={edit} />}
    />
  );
}
