import {
  PROMOCODE_DISCOUNT_TYPES,
  PROMOCODE_TIERS,
  type PromocodeFormValues,
  type PromocodeInput,
  promocodeInput,
} from '@shop/core';
import * as form from '../../../ui/form.css';
import { useSchemaForm } from '../../../ui/schema-form';
import { Controls } from '../../settings/components/control-list';
import { EntryForm } from '../../settings/components/entry-form';
import type { AdminPromocode } from '../api/promocode-calls';
import { promotionScreenTexts as t } from './promotion-texts';

export const newPromocode = (): PromocodeFormValues => ({
  code: '',
  description: '',
  discountType: 'percentage',
  discountValue: 10,
  minOrderValueKopecks: 0,
  maxDiscountKopecks: null,
  validFrom: null,
  validUntil: null,
  maxUsage: null,
  perUserLimit: 1,
  tier: 'standard',
  isActive: true,
  isPublic: true,
});

export const formValuesOf = (code: AdminPromocode): PromocodeFormValues => ({
  code: code.code,
  description: code.description,
  discountType: code.discountType,
  discountValue: code.discountValue,
  minOrderValueKopecks: code.minOrderValueKopecks,
  maxDiscountKopecks: code.maxDiscountKopecks,
  validFrom: code.validFrom,
  validUntil: code.validUntil,
  maxUsage: code.maxUsage,
  perUserLimit: code.perUserLimit,
  tier: code.tier,
  isActive: code.isActive,
  isPublic: code.isPublic,
});

/** Create or change one promocode; the server's refusals (a taken code) land on their fields. */
export function PromocodeForm({
  title,
  initial,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: PromocodeFormValues;
  onSubmit: (input: PromocodeInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const saving = useSchemaForm<PromocodeFormValues, PromocodeInput>(promocodeInput, initial, onSubmit);
  const { methods } = saving;
  const type = methods.watch('discountType');
  const f = t.fields;

  return (
    <EntryForm id="promocode-form-title" title={title} saving={saving} onCancel={onCancel}>
      <div className={form.grid}>
        <Controls
          methods={methods}
          fields={[
            { kind: 'text', name: 'code', label: f.code, hint: f.codeHint },
            {
              kind: 'select',
              name: 'discountType',
              label: f.discountType,
              options: PROMOCODE_DISCOUNT_TYPES.map((value) => [value, t.types[value]] as const),
            },
            type === 'percentage' && {
              kind: 'number',
              name: 'discountValue',
              label: f.percent,
              min: 1,
              max: 100,
            },
            type === 'fixed' && { kind: 'money', name: 'discountValue', label: f.amount },
            type === 'percentage' && {
              kind: 'money',
              name: 'maxDiscountKopecks',
              label: f.maxDiscount,
              hint: f.maxDiscountHint,
              nullable: true,
            },
            { kind: 'money', name: 'minOrderValueKopecks', label: f.minOrder, emptyIsZero: true },
            { kind: 'date', name: 'validFrom', edge: 'start', label: f.validFrom, hint: f.dateHint },
            { kind: 'date', name: 'validUntil', edge: 'end', label: f.validUntil, hint: f.dateHint },
            { kind: 'optional-number', name: 'maxUsage', label: f.maxUsage, hint: f.limitHint, min: 1 },
            {
              kind: 'optional-number',
              name: 'perUserLimit',
              label: f.perUserLimit,
              hint: f.limitHint,
              min: 1,
            },
            {
              kind: 'select',
              name: 'tier',
              label: f.tier,
              options: PROMOCODE_TIERS.map((value) => [value, t.tiers[value]] as const),
            },
          ]}
        />
      </div>
      <Controls
        methods={methods}
        fields={[
          { kind: 'text', name: 'description', label: f.description, multiline: true },
          { kind: 'checkbox', name: 'isActive', label: f.isActive },
          { kind: 'checkbox', name: 'isPublic', label: f.isPublic },
        ]}
      />
    </EntryForm>
  );
}
