import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shop/api/client';
import {
  type CategoryFormValues,
  type CategoryInput,
  categoryInput,
  PRODUCT_TYPES,
  slugFromName,
} from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Field } from '../../../ui/form-field';
import type { AdminCategory } from '../api/categories';

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
  const { register, handleSubmit, setError, setValue, getValues, formState, control } = useForm<
    Values,
    unknown,
    CategoryInput
  >({
    resolver: zodResolver(categoryInput),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const autoSlug = useRef(initial.slug);
  useEffect(() => headingRef.current?.focus(), []);

  const edited = categories.find((category) => category.id === editedId);
  const parents = categories.filter((category) => !edited || !category.path.startsWith(edited.path));

  const submit = handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await onSubmit(input);
      } catch (error) {
        setFailure(isApiError(error) ? error.message : texts.errors.generic);
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields))
            setError(field as Path<Values>, { message });
        }
      }
    },
    () => setFailure(texts.common.formInvalid),
  );

  return (
    <form className={form.panel} onSubmit={submit} noValidate aria-labelledby="category-form-title">
      <h2 id="category-form-title" className={form.panelTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
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
        <Field label={texts.common.nameEn} error={errors.name?.en?.message} hint={texts.products.optional}>
          {(props) => <input className={form.input} {...props} {...register('name.en')} />}
        </Field>
        <Field label={t.slug} error={errors.slug?.message}>
          {(props) => <input className={form.input} autoComplete="off" {...props} {...register('slug')} />}
        </Field>
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
                  {parents.map((category) => (
                    <option key={category.id} value={category.id}>
                      {'— '.repeat(category.level)}
                      {category.displayName}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </Field>
        <Field label={texts.common.productType} error={errors.productType?.message}>
          {(props) => (
            <select className={form.input} {...props} {...register('productType')}>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {texts.common.productTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.homepageOrder} error={errors.homepageOrder?.message}>
          {(props) => (
            <input
              className={form.input}
              type="number"
              min={0}
              {...props}
              {...register('homepageOrder', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t.image} error={errors.image?.message} hint={texts.products.optional}>
          {(props) => (
            <input
              className={form.input}
              {...props}
              {...register('image', { setValueAs: (value: string | null) => (value ? value : null) })}
            />
          )}
        </Field>
      </div>
      <div className={form.actions}>
        <label className={form.checkbox}>
          <input type="checkbox" {...register('isActive')} />
          {texts.common.isActive}
        </label>
        <label className={form.checkbox}>
          <input type="checkbox" {...register('isVisible')} />
          {t.isVisible}
        </label>
        <label className={form.checkbox}>
          <input type="checkbox" {...register('isFeatured')} />
          {t.isFeatured}
        </label>
        <label className={form.checkbox}>
          <input type="checkbox" {...register('showOnHomepage')} />
          {t.showOnHomepage}
        </label>
      </div>
      {failure && (
        <p role="alert" className={form.formError}>
          {failure}
        </p>
      )}
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {isSubmitting ? texts.common.saving : texts.common.save}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {texts.common.cancel}
        </button>
      </div>
    </form>
  );
}
