import { usePromocodes, useSavePromocode } from '../../features/promotions/api/promocode-calls';
import {
  formValuesOf,
  newPromocode,
  PromocodeForm,
} from '../../features/promotions/components/promocode-form';
import { PromocodesTable } from '../../features/promotions/components/promocodes-table';
import { promotionScreenTexts as t } from '../../features/promotions/components/promotion-texts';
import { texts } from '../../lib/texts';
import { ListPage } from '../../ui/list-page';
import { StatusMessage } from '../../ui/status-message';

export function PromocodesPage() {
  const promocodes = usePromocodes();
  const save = useSavePromocode();
  return (
    <ListPage
      section={texts.sections.promocodes}
      addLabel={t.add}
      entries={promocodes}
      empty={<StatusMessage>{t.empty}</StatusMessage>}
      renderForm={(editing, close) => (
        <PromocodeForm
          key={editing === 'new' ? 'new' : editing.id}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.code)}
          initial={editing === 'new' ? newPromocode() : formValuesOf(editing)}
          onCancel={close}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { id: editing.id }), input });
            close();
          }}
        />
      )}
      renderList={(rows, edit) => <PromocodesTable promocodes={rows} onEdit={edit} />}
    />
  );
}
