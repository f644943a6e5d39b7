import { useDeleteSize, useSaveSize, useSizes } from '../../features/catalog/api/reference-data';
import { SizeForm } from '../../features/catalog/components/reference-form';
import { ReferenceListPage } from '../../features/catalog/components/reference-list-page';
import { texts } from '../../lib/texts';

const t = texts.sizes;

export function SizesPage() {
  const sizes = useSizes();
  const save = useSaveSize();
  const remove = useDeleteSize();
  return (
    <ReferenceListPage
      section={texts.sections.sizes}
      labels={t}
      entries={sizes}
      remove={remove}
      nameOf={(size) => size.code}
      columns={[
        { header: t.code, cell: (size) => size.code },
        { header: texts.common.nameRu, cell: (size) => size.name.ru },
        { header: texts.common.productType, cell: (size) => texts.common.productTypes[size.productType] },
        { header: texts.common.sortOrder, cell: (size) => size.sortOrder, numeric: true },
      ]}
      renderForm={(editing, close) => (
        <SizeForm
          key={editing === 'new' ? 'new' : editing.code}
          title={editing === 'new' ? t.newTitle : t.editTitle(editing.code)}
          initial={
            editing === 'new'
              ? { code: '', name: { ru: '' }, productType: 'clothing', sortOrder: 0, isActive: true }
              : { ...editing, name: { ru: editing.name.ru } }
          }
          onCancel={close}
          onSubmit={async (input) => {
            await save.mutateAsync({ ...(editing === 'new' ? {} : { code: editing.code }), input });
            close();
          }}
        />
      )}
    />
  );
}
