import {
  PROMOTION_DISCOUNT_TYPES,
  PROMOTION_SCOPES,
  type PromotionFormValues,
  type PromotionInput,
  promotionInput,
} from '@shop/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import * as form from '../../../ui/form.css';
import { useSchemaForm } from '../../../ui/schema-form';
import type { AdminCategory } from '../../catalog/api/categories';
import { ProductPicker } from '../../home-content/components/product-block-editor';
import { Controls } from '../../settings/components/control-list';
import { EntryForm } from '../../settings/components/entry-form';
import type { AdminPromotion } from '../api/promotion-calls';
import { automaticPromotionTexts as t } from './promotion-texts';
import * as styles from './promotions.css';

export const newPromotion = (): PromotionFormValues => ({
  name: '',
  badge: '',
  discountType: 'percentage',
  discountValue: 10,
  scope: 'all',
  categoryIds: [],
  productIds: [],
  startsAt: null,
  endsAt: null,
});

export const promotionFormValuesOf = (promotion: AdminPromotion): PromotionFormValues => ({
  name: promotion.name,
  badge: promotion.badge,
  discountType: promotion.discountType,
  discountValue: promotion.discountValue,
  scope: promotion.scope,
  categoryIds: promotion.categoryIds,
  productIds: promotion.productIds,
  startsAt: promotion.startsAt,
  endsAt: promotion.endsAt,
});

/** Create or change one promotion: discount, what it covers, its period; the server's refusals land on their fields. */
export function PromotionForm({
  title,
  initial,
  categories,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: PromotionFormValues;
  /** Every category, for a promotion on categories. */
  categories: readonly AdminCategory[];
  onSubmit: (input: PromotionInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const saving = useSchemaForm<PromotionFormValues, PromotionInput>(promotionInput, initial, onSubmit);
  const { methods } = saving;
  // A new type keeps the whole number staff typed (10 % becomes 10 ₽) and clears any other, so no fraction shows;
  // the value is set before the new field reads it.
  useEffect(() => {
    const watching = methods.watch(({ discountType, discountValue }, { name }) => {
      if (name !== 'discountType' || typeof discountValue !== 'number') return;
      const shown = discountType === 'fixed' ? discountValue : discountValue / 100;
      methods.setValue(
        'discountValue',
        Number.isInteger(shown) ? (discountType === 'fixed' ? shown * 100 : shown) : Number.NaN,
      );
    });
    return () => watching.unsubscribe();
  }, [methods]);
  const type = methods.watch('discountType');
  const scope = methods.watch('scope');
  const f = t.fields;

  return (
    <EntryForm id="promotion-form-title" title={title} saving={saving} onCancel={onCancel} cancelBeside>
      <div className={form.grid}>
        <Controls
          methods={methods}
          fields={[
            { kind: 'text', name: 'name', label: f.name },
            { kind: 'text', name: 'badge', label: f.badge, hint: f.badgeHint },
            {
              kind: 'select',
              name: 'discountType',
              label: f.discountType,
              options: PROMOTION_DISCOUNT_TYPES.map((value) => [value, t.types[value]] as const),
            },
            type === 'percentage' && {
              kind: 'number',
              name: 'discountValue',
              label: f.percent,
              min: 1,
              max: 99,
            },
            type === 'fixed' && { kind: 'money', name: 'discountValue', label: f.amount },
            {
              kind: 'date',
              name: 'startsAt',
              edge: 'start',
              withTime: true,
              label: f.startsAt,
              hint: f.startsAtHint,
            },
            {
              kind: 'date',
              name: 'endsAt',
              edge: 'end',
              withTime: true,
              label: f.endsAt,
              hint: f.endsAtHint,
            },
            {
              kind: 'select',
              name: 'scope',
              label: f.scope,
              options: PROMOTION_SCOPES.map((value) => [value, t.scopes[value]] as const),
            },
          ]}
        />
      </div>
      {scope === 'categories' && (
        <Controller
          control={methods.control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <fieldset className={styles.categoryChoice} aria-invalid={Boolean(fieldState.error)}>
              <legend className={form.label}>{f.categories}</legend>
              {categories.map((category) => (
                <label
                  key={category.id}
                  className={styles.categoryOption}
                  style={{ paddingInlineStart: `${category.level * 1.25}rem` }}
                >
                  <input
                    type="checkbox"
                    checked={field.value.includes(category.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, category.id]
                          : field.value.filter((id) => id !== category.id),
                      )
                    }
                  />
                  {category.name.ru}
                </label>
              ))}
              {fieldState.error && (
                <span role="alert" className={form.fieldError}>
                  {fieldState.error.message}
                </span>
              )}
            </fieldset>
          )}
        />
      )}
      {scope === 'products' && (
        <Controller
          control={methods.control}
          name="productIds"
          render={({ field, fieldState }) => (
            <>
              <ProductPicker value={field.value} onChange={field.onChange} emptyHint={f.noProducts} />
              {fieldState.error && (
                <span role="alert" className={form.fieldError}>
                  {fieldState.error.message}
                </span>
              )}
            </>
          )}
        />
      )}
    </EntryForm>
  );
}
