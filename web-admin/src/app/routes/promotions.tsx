import { useCategories } from '../../features/catalog/api/categories';
import {
  type AdminPromotion,
  usePromotions,
  useSavePromotion,
} from '../../features/promotions/api/promotion-calls';
import { PromocodeStats } from '../../features/promotions/components/promocode-stats';
import {
  newPromotion,
  PromotionForm,
  promotionFormValuesOf,
} from '../../features/promotions/components/promotion-form';
import { automaticPromotionTexts as t } from '../../features/promotions/components/promotion-texts';
import { PromotionsTable } from '../../features/promotions/components/promotions-table';
import { texts } from '../../lib/texts';
import { ListPage } from '../../ui/list-page';
import { StatusMessage } from '../../ui/status-message';

/** «Акции»: the automatic promotions (list, form, pause, resume, end), then how the promocodes worked. */
export function PromotionsPage() {
  const promotions = usePromotions();
  const categories = useCategories();
  const save = useSavePromotion();
  return (
    <ListPage<AdminPromotion>
      section={texts.sections.promotions}
      addLabel={t.add}
      entries={promotions}
      empty={<StatusMessage>{t.empty}</StatusMessage>}
      renderForm={(editing, close) => (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.id}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.name)}
          initial={editing === 'new' ? newPromotion() : promotionFormValuesOf(editing)}
          categories={categories.data ?? []}
          onCancel={close}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { id: editing.id }), input });
            close();
          }}
        />
      )}
      renderList={(rows, edit) => <PromotionsTable promotions={rows} onEdit={edit} />}
      after={<PromocodeStats />}
    />
  );
}
