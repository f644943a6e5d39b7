import { type CategoryFormValues, type CategoryInput, categoryInput, slugFromName } from '@shop/core';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';
import { Field } from '../../../ui/form-field';
import { useSchemaForm } from '../../../ui/schema-form';
import { Controls } from '../../settings/components/control-list';
import { EntryForm } from '../../settings/components/entry-form';
import { Flags } from '../../settings/components/form-controls';
import { ImageControl } from '../../settings/components/image-control';
import type { AdminCategory } from '../api/categories';
import { CategoryOptions } from './category-options';
import { NameFields } from './name-fields';
import { productTypeOptions } from './reference-form';

type Values = CategoryFormValues;
const t = texts.categories;

export function categoryValues(category: AdminCategory | undefined, parentId: number | null): Values {
  return {
    slug: category?.slug ?? '',
    name: { ru: category?.name.ru ?? '', en: category?.name.en ?? '', vi: category?.name.vi ?? '' },
    parentId: category ? category.parent : parentId,
    productType: category?.productType ?? 'clothing',
    image: category?.image ?? null,
    isActive: category?.isActive ?? true,
    isVisible: category?.isVisible ?? true,
    isFeatured: category?.isFeatured ?? false,
    showOnHomepage: category?.showOnHomepage ?? false,
    homepageOrder: category?.homepageOrder ?? 0,
  };
}

/** Create or edit one category; a category cannot be put under itself or its own subcategories. */
export function CategoryForm({
  title,
  initial,
  editedId,
  categories,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: Values;
  editedId?: number;
  categories: readonly AdminCategory[];
  onSubmit: (input: CategoryInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const saving = useSchemaForm<Values, CategoryInput>(categoryInput, initial, onSubmit);
  const { methods } = saving;
  const { register, setValue, getValues, formState, control } = methods;
  const { errors } = formState;
  const autoSlug = useRef(initial.slug);

  const edited = categories.find((category) => category.id === editedId);
  const parents = categories.filter((category) => !edited || !category.path.startsWith(edited.path));

  return (
    <EntryForm id="category-form-title" title={title} saving={saving} onCancel={onCancel} cancelBeside>
      <div className={form.grid}>
        <Field label={texts.common.nameRu} error={errors.name?.ru?.message}>
          {(props) => (
            <input
              className={form.input}
              {...props}
              {...register('name.ru', {
                // A new category's address follows its name until staff type one of their own.
                onChange: (event) => {
                  if (editedId !== undefined || getValues('slug') !== autoSlug.current) return;
                  autoSlug.current = slugFromName(event.target.value);
                  setValue('slug', autoSlug.current);
                },
              })}
            />
          )}
        </Field>
        <NameFields methods={methods} languages={['en']} />
        <Controls methods={methods} fields={[{ kind: 'text', name: 'slug', label: t.slug }]} />
        <Field label={t.parent} error={errors.parentId?.message}>
          {(props) => (
            <Controller
              control={control}
              name="parentId"
              render={({ field }) => (
                <select
                  className={form.input}
                  {...props}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? null : Number(event.target.value))
                  }
                >
                  <option value="">{t.noParent}</option>
                  <CategoryOptions categories={parents} />
                </select>
              )}
            />
          )}
        </Field>
        <Controls
          methods={methods}
          fields={[
            {
              kind: 'select',
              name: 'productType',
              label: texts.common.productType,
              options: productTypeOptions,
            },
            { kind: 'number', name: 'homepageOrder', label: t.homepageOrder, min: 0 },
          ]}
        />
      </div>
      {/* Shown as a card on the home page and in the catalogue menu, so the card size is kept. */}
      <ImageControl methods={methods} name="image" label={t.image} hint={t.imageHint} variant="card" />
      <Flags
        methods={methods}
        className={form.actions}
        flags={[
          ['isActive', texts.common.isActive],
          ['isVisible', t.isVisible],
          ['isFeatured', t.isFeatured],
          ['showOnHomepage', t.showOnHomepage],
        ]}
      />
    </EntryForm>
  );
}
