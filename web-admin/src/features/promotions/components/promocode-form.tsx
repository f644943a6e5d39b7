import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROMOCODE_DISCOUNT_TYPES,
  PROMOCODE_TIERS,
  type PromocodeFormValues,
  type PromocodeInput,
  promocodeInput,
} from '@shop/core';
import { useEffect, useRef } from 'react';
import { Controller, get, type Path, useForm } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Field, OptionalNumberInput, RoublesInput } from '../../../ui/form-field';
import { useSaveCycle } from '../../settings/components/document-form';
import {
  CheckboxControl,
  NumberControl,
  SaveBar,
  SelectControl,
  TextControl,
} from '../../settings/components/form-controls';
import type { AdminPromocode } from '../api/promocode-calls';
import { DateControl } from './date-control';
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
  const methods = useForm<PromocodeFormValues, unknown, PromocodeInput>({
    resolver: zodResolver(promocodeInput),
    defaultValues: initial,
  });
  const { state, submit } = useSaveCycle(methods, onSubmit);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const type = methods.watch('discountType');
  const errorOf = (name: Path<PromocodeFormValues>) =>
    (get(methods.formState.errors, name) as { message?: string } | undefined)?.message;

  return (
    <form className={form.panel} onSubmit={submit} noValidate aria-labelledby="promocode-form-title">
      <h2 id="promocode-form-title" className={form.panelTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <div className={form.grid}>
        <TextControl methods={methods} name="code" label={t.fields.code} hint={t.fields.codeHint} />
        <SelectControl
          methods={methods}
          name="discountType"
          label={t.fields.discountType}
          options={PROMOCODE_DISCOUNT_TYPES.map((value) => [value, t.types[value]] as const)}
        />
        {type === 'percentage' && (
          <NumberControl methods={methods} name="discountValue" label={t.fields.percent} min={1} max={100} />
        )}
        {type === 'fixed' && (
          <Controller
            control={methods.control}
            name="discountValue"
            render={({ field: { value, onChange, onBlur } }) => (
              <Field label={t.fields.amount} error={errorOf('discountValue')}>
                {(field) => (
                  <RoublesInput
                    {...field}
                    value={value}
                    onBlur={onBlur}
                    onChange={(v) => onChange(v ?? Number.NaN)}
                  />
                )}
              </Field>
            )}
          />
        )}
        {type === 'percentage' && (
          <Controller
            control={methods.control}
            name="maxDiscountKopecks"
            render={({ field: { value, onChange, onBlur } }) => (
              <Field
                label={t.fields.maxDiscount}
                error={errorOf('maxDiscountKopecks')}
                hint={t.fields.maxDiscountHint}
              >
                {(field) => (
                  <RoublesInput {...field} nullable value={value} onBlur={onBlur} onChange={onChange} />
                )}
              </Field>
            )}
          />
        )}
        <Controller
          control={methods.control}
          name="minOrderValueKopecks"
          render={({ field: { value, onChange, onBlur } }) => (
            <Field label={t.fields.minOrder} error={errorOf('minOrderValueKopecks')}>
              {(field) => (
                <RoublesInput {...field} value={value} onBlur={onBlur} onChange={(v) => onChange(v ?? 0)} />
              )}
            </Field>
          )}
        />
        <DateControl
          methods={methods}
          name="validFrom"
          edge="start"
          label={t.fields.validFrom}
          hint={t.fields.dateHint}
        />
        <DateControl
          methods={methods}
          name="validUntil"
          edge="end"
          label={t.fields.validUntil}
          hint={t.fields.dateHint}
        />
        {(['maxUsage', 'perUserLimit'] as const).map((name) => (
          <Controller
            key={name}
            control={methods.control}
            name={name}
            render={({ field: { value, onChange, onBlur } }) => (
              <Field label={t.fields[name]} error={errorOf(name)} hint={t.fields.limitHint}>
                {(field) => (
                  <OptionalNumberInput {...field} min={1} value={value} onBlur={onBlur} onChange={onChange} />
                )}
              </Field>
            )}
          />
        ))}
        <SelectControl
          methods={methods}
          name="tier"
          label={t.fields.tier}
          options={PROMOCODE_TIERS.map((value) => [value, t.tiers[value]] as const)}
        />
      </div>
      <TextControl methods={methods} name="description" label={t.fields.description} multiline />
      <CheckboxControl methods={methods} name="isActive" label={t.fields.isActive} />
      <CheckboxControl methods={methods} name="isPublic" label={t.fields.isPublic} />
      <SaveBar state={state} pending={methods.formState.isSubmitting} />
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {texts.common.cancel}
        </button>
      </div>
    </form>
  );
}
