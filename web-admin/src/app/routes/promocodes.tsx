import { usePromocodes, useSavePromocode } from '../../features/promotions/api/promocode-calls';
import {
  formValuesOf,
  newPromocode,
  PromocodeForm,
} from '../../features/promotions/components/promocode-form';
import { PromocodesTable } from '../../features/promotions/components/promocodes-table';
import { promotionScreenTexts as t } from '../../features/promotions/components/promotion-texts';
import { texts } from '../../lib/texts';
import { EntryListPage } from '../../ui/list-page';

export function PromocodesPage() {
  const promocodes = usePromocodes();
  const save = useSavePromocode();
  return (
    <EntryListPage
      section={texts.sections.promocodes}
      texts={t}
      entries={promocodes}
      nameOf={(promocode) => promocode.code}
      save={save.mutateAsync}
      renderForm={(editing, { key, ...frame }) => (
        <PromocodeForm
          key={key}
          {...frame}
          initial={editing === 'new' ? newPromocode() : formValuesOf(editing)}
        />
      )}
      renderList={(rows, edit) => <PromocodesTable promocodes={rows} onEdit={edit} />}
    />
  );
}
