import { type ProductFormValues, type ProductInput, productInput } from '@shop/core';
import { useEffect } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';
import { Field } from '../../../ui/form-field';
import { useSchemaForm } from '../../../ui/schema-form';
import { ControlGroup } from '../../settings/components/control-list';
import { Flags, SaveBar } from '../../settings/components/form-controls';
import type { AdminCategory } from '../api/categories';
import type { AdminProduct } from '../api/products';
import type { AdminColor, AdminSize } from '../api/reference-data';
import * as styles from './catalog.css';
import { CategoryOptions } from './category-options';
import { NameFields } from './name-fields';
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
  attributes: { composition: '', fit: '', country: '', care: '' },
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
    attributes: { ...emptyProduct.attributes, ...values.attributes },
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
  const { methods, state, submit, pending } = useSchemaForm<ProductFormValues, ProductInput>(
    productInput,
    initial,
    onSubmit,
  );
  const { register, formState } = methods;
  const { errors } = formState;
  const unsaved = formState.isDirty && !pending;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  /** On/off flags of the product side by side. */
  const flagRow = (flags: readonly (readonly [name: Path<ProductFormValues>, label: string])[]) => (
    <Flags methods={methods} className={styles.pickers} flags={flags} />
  );

  return (
    <FormProvider {...methods}>
      <form className={styles.formPage} onSubmit={submit} noValidate>
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.sections.main}</legend>
          <div className={form.grid}>
            <NameFields methods={methods} languages={['ru', 'en', 'vi']} />
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
                  <CategoryOptions categories={categories} />
                </select>
              )}
            </Field>
          </div>
          <Field label={t.descriptionRu} error={errors.description?.ru?.message}>
            {(props) => <textarea className={form.textarea} {...props} {...register('description.ru')} />}
          </Field>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t.flags}</legend>
            {flagRow([
              ['isActive', t.isActive],
              ['isNew', t.isNewFlag],
              ['isSale', t.isSaleFlag],
              ['isFeatured', t.isFeatured],
            ])}
          </fieldset>
        </fieldset>

        <ControlGroup
          methods={methods}
          title={t.sections.attributes}
          fields={[
            { kind: 'text', name: 'attributes.composition', label: t.composition, hint: t.optional },
            { kind: 'text', name: 'attributes.fit', label: t.fit, hint: t.optional },
            { kind: 'text', name: 'attributes.country', label: t.country, hint: t.optional },
            { kind: 'text', name: 'attributes.care', label: t.care, hint: t.optional, multiline: true },
          ]}
        />

        <ControlGroup
          methods={methods}
          title={t.sections.prices}
          fields={[
            { kind: 'money', name: 'priceKopecks', label: t.price },
            {
              kind: 'money',
              name: 'originalPriceKopecks',
              label: t.originalPrice,
              hint: t.optional,
              nullable: true,
            },
          ]}
        />

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.sections.variants}</legend>
          <VariantMatrix colors={colors} sizes={sizes} />
          {errors.variants?.message && <span className={form.fieldError}>{errors.variants.message}</span>}
        </fieldset>

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{imageTexts.section}</legend>
          <ProductImages colors={colors} />
        </fieldset>

        <ControlGroup
          methods={methods}
          title={t.sections.retail}
          lead={flagRow([
            ['retail.enabled', t.retailEnabled],
            ['retail.allowPurchase', t.retailAllowPurchase],
            ['retail.hidePrice', t.retailHidePrice],
            ['retail.showWholesalePrice', t.retailShowWholesale],
          ])}
          fields={[
            {
              kind: 'optional-number',
              name: 'retail.minQuantity',
              label: t.retailMin,
              hint: t.optional,
              min: 1,
            },
            {
              kind: 'optional-number',
              name: 'retail.maxQuantity',
              label: t.retailMax,
              hint: t.optional,
              min: 1,
            },
          ]}
        />

        <ControlGroup
          methods={methods}
          title={t.sections.wholesale}
          lead={flagRow([
            ['wholesale.available', t.wholesaleAvailable],
            ['wholesale.enabled', t.wholesaleEnabled],
          ])}
          fields={[
            { kind: 'number', name: 'wholesale.minQuantity', label: t.wholesaleMin, min: 1 },
            {
              kind: 'money',
              name: 'wholesale.wholesalePriceKopecks',
              label: t.wholesalePrice,
              hint: t.optional,
              nullable: true,
            },
            {
              kind: 'optional-number',
              name: 'wholesale.discountPercentage',
              label: t.wholesaleDiscount,
              hint: t.optional,
              min: 1,
              max: 90,
            },
          ]}
        />

        <SaveBar state={state} pending={pending} quiet />
      </form>
    </FormProvider>
  );
}
