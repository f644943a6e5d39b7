import { useColors, useDeleteColor, useSaveColor } from '../../features/catalog/api/reference-data';
import { ColorForm } from '../../features/catalog/components/reference-form';
import { ReferenceListPage } from '../../features/catalog/components/reference-list-page';
import { texts } from '../../lib/texts';
import * as table from '../../ui/table.css';

const t = texts.colors;

export function ColorsPage() {
  const colors = useColors();
  const save = useSaveColor();
  const remove = useDeleteColor();
  return (
    <ReferenceListPage
      section={texts.sections.colors}
      labels={t}
      entries={colors}
      remove={remove}
      nameOf={(color) => color.name.ru}
      columns={[
        {
          header: t.swatch,
          cell: (color) => (
            <span className={table.swatch} style={{ background: color.hex }} aria-hidden="true" />
          ),
        },
        { header: t.code, cell: (color) => color.code },
        { header: texts.common.nameRu, cell: (color) => color.name.ru },
        { header: t.hex, cell: (color) => color.hex },
        { header: texts.common.sortOrder, cell: (color) => color.sortOrder, numeric: true },
      ]}
      renderForm={(editing, close) => (
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
