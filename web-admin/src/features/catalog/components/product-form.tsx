import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shop/api/client';
import { type ProductFormValues, type ProductInput, productInput } from '@shop/core';
import { useEffect, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Field, MoneyControl, OptionalNumberControl } from '../../../ui/form-field';
import type { AdminCategory } from '../api/categories';
import type { AdminProduct } from '../api/products';
import type { AdminColor, AdminSize } from '../api/reference-data';
import * as styles from './catalog.css';
import { ProductImages } from './product-images';
import { imageTexts } from './product-images-texts';
import { VariantMatrix } from './variant-matrix';

const t = texts.products;

export const emptyProduct: ProductFormValues = {
  name: { ru: '', en: '', vi: '' },
  description: { ru: '', en: '', vi: '' },
  categoryId: Number.NaN,
  baseSku: '',
  priceKopecks: Number.NaN,
  originalPriceKopecks: null,
  isActive: true,
  isNew: true,
  isSale: false,
  isFeatured: false,
  variants: [],
  images: [],
  retail: {
    enabled: true,
    allowPurchase: true,
    hidePrice: false,
    showWholesalePrice: false,
    minQuantity: null,
    maxQuantity: null,
  },
  wholesale: {
    available: false,
    enabled: false,
    minQuantity: 5,
    wholesalePriceKopecks: null,
    discountPercentage: null,
  },
};

export function formValuesOf(product: AdminProduct): ProductFormValues {
  const { id: _id, totalStock: _stock, images, createdAt: _c, updatedAt: _u, ...values } = product;
  return {
    ...values,
    images: images.map(({ url, isPrimary, colorCode }) => ({ url, isPrimary, colorCode })),
    name: { ru: values.name.ru, en: values.name.en ?? '', vi: values.name.vi ?? '' },
    description: {
      ru: values.description.ru,
      en: values.description.en ?? '',
      vi: values.description.vi ?? '',
    },
  };
}

/** The product's create and edit form: core's productInput checks it here and again on the server. */
export function ProductForm({
  initial,
  categories,
  colors,
  sizes,
  onSubmit,
  onUnsavedChange,
}: {
  initial: ProductFormValues;
  categories: readonly AdminCategory[];
  colors: readonly AdminColor[];
  sizes: readonly AdminSize[];
  onSubmit: (input: ProductInput) => Promise<unknown>;
  /** Told whether the form holds changes not yet saved (while saving counts as saved). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const methods = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInput),
    defaultValues: initial,
  });
  const { register, handleSubmit, setError, formState } = methods;
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const unsaved = formState.isDirty && !isSubmitting;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  const submit = handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await onSubmit(input);
      } catch (error) {
        setFailure(isApiError(error) ? error.message : texts.errors.generic);
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            setError(field as Path<ProductFormValues>, { message });
          }
        }
      }
    },
    () => setFailure(texts.common.formInvalid),
  );

  const checkbox = (name: Path<ProductFormValues>, label: string) => (
    <label className={form.checkbox}>
      <input type="checkbox" {...register(name)} />
      {label}
    </label>
  );

  return (
    <FormProvider {...methods}>
      <form className={styles.formPage} onSubmit={submit} noValidate>
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.sections.main}</legend>
          <div className={form.grid}>
            <Field label={texts.common.nameRu} error={errors.name?.ru?.message}>
              {(props) => <input className={form.input} {...props} {...register('name.ru')} />}
            </Field>
            <Field label={texts.common.nameEn} error={errors.name?.en?.message} hint={t.optional}>
              {(props) => <input className={form.input} {...props} {...register('name.en')} />}
            </Field>
            <Field label={texts.common.nameVi} error={errors.name?.vi?.message} hint={t.optional}>
              {(props) => <input className={form.input} {...props} {...register('name.vi')} />}
            </Field>
            <Field label={t.baseSku} error={errors.baseSku?.message}>
              {(props) => (
                <input className={form.input} autoComplete="off" {...props} {...register('baseSku')} />
              )}
            </Field>
            <Field label={t.category} error={errors.categoryId?.message}>
              {(props) => (
                <select
                  className={form.input}
                  {...props}
                  {...register('categoryId', { valueAsNumber: true })}
                >
                  <option value="">{t.chooseCategory}</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {'— '.repeat(category.level)}
                      {category.displayName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field label={t.descriptionRu} error={errors.description?.ru?.message}>
            {(props) => <textarea className={form.textarea} {...props} {...register('description.ru')} />}
          </Field>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t.flags}</legend>
            <div className={styles.pickers}>
              {checkbox('isActive', t.isActive)}
              {checkbox('isNew', t.isNewFlag)}
              {checkbox('isSale', t.isSaleFlag)}
              {checkbox('isFeatured', t.isFeatured)}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.sections.prices}</legend>
          <div className={form.grid}>
            <MoneyControl methods={methods} name="priceKopecks" label={t.price} />
            <MoneyControl
              methods={methods}
              name="originalPriceKopecks"
              label={t.originalPrice}
              hint={t.optional}
              nullable
            />
          </div>
        </fieldset>

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.sections.variants}</legend>
          <VariantMatrix colors={colors} sizes={sizes} />
          {errors.variants?.message && <span className={form.fieldError}>{errors.variants.message}</span>}
        </fieldset>

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{imageTexts.section}</legend>
          <ProductImages colors={colors} />
        </fieldset>

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.sections.retail}</legend>
          <div className={styles.pickers}>
            {checkbox('retail.enabled', t.retailEnabled)}
            {checkbox('retail.allowPurchase', t.retailAllowPurchase)}
            {checkbox('retail.hidePrice', t.retailHidePrice)}
            {checkbox('retail.showWholesalePrice', t.retailShowWholesale)}
          </div>
          <div className={form.grid}>
            <OptionalNumberControl
              methods={methods}
              name="retail.minQuantity"
              label={t.retailMin}
              hint={t.optional}
              min={1}
            />
            <OptionalNumberControl
              methods={methods}
              name="retail.maxQuantity"
              label={t.retailMax}
              hint={t.optional}
              min={1}
            />
          </div>
        </fieldset>

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.sections.wholesale}</legend>
          <div className={styles.pickers}>
            {checkbox('wholesale.available', t.wholesaleAvailable)}
            {checkbox('wholesale.enabled', t.wholesaleEnabled)}
          </div>
          <div className={form.grid}>
            <Field label={t.wholesaleMin} error={errors.wholesale?.minQuantity?.message}>
              {(props) => (
                <input
                  className={form.input}
                  type="number"
                  min={1}
                  {...props}
                  {...register('wholesale.minQuantity', { valueAsNumber: true })}
                />
              )}
            </Field>
            <MoneyControl
              methods={methods}
              name="wholesale.wholesalePriceKopecks"
              label={t.wholesalePrice}
              hint={t.optional}
              nullable
            />
            <OptionalNumberControl
              methods={methods}
              name="wholesale.discountPercentage"
              label={t.wholesaleDiscount}
              hint={t.optional}
              min={1}
              max={90}
            />
          </div>
        </fieldset>

        {failure && (
          <p role="alert" className={form.formError}>
            {failure}
          </p>
        )}
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={isSubmitting}>
            {isSubmitting ? texts.common.saving : texts.common.save}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
