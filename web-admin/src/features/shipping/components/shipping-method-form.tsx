import { zodResolver } from '@hookform/resolvers/zod';
import { type ShippingMethodFormValues, type ShippingMethodInput, shippingMethodInput } from '@shop/core';
import { useEffect, useRef } from 'react';
import { Controller, get, type Path, useForm } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { Field, RoublesInput } from '../../../ui/form-field';
import { useSaveCycle } from '../../settings/components/document-form';
import {
  CheckboxControl,
  NumberControl,
  SaveBar,
  TextControl,
} from '../../settings/components/form-controls';
import type { AdminShippingMethod } from '../api/shipping-calls';
import { shippingTexts as t } from './shipping-texts';

export const newShippingMethod = (sortOrder: number): ShippingMethodFormValues => ({
  id: '',
  name: '',
  description: '',
  priceKopecks: 30_000,
  freeFromKopecks: null,
  estimatedDays: '',
  minOrderValueKopecks: null,
  maxOrderValueKopecks: null,
  regions: [],
  isActive: true,
  isDefault: false,
  sortOrder,
  details: {},
});

export const formValuesOf = (method: AdminShippingMethod): ShippingMethodFormValues => ({ ...method });

const moneyFields = [
  ['priceKopecks', t.fields.price, undefined, false],
  ['freeFromKopecks', t.fields.freeFrom, t.fields.freeFromHint, true],
  ['minOrderValueKopecks', t.fields.minOrder, t.fields.boundHint, true],
  ['maxOrderValueKopecks', t.fields.maxOrder, t.fields.boundHint, true],
] as const;

export function ShippingMethodForm({
  title,
  initial,
  isNew,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: ShippingMethodFormValues;
  isNew: boolean;
  onSubmit: (input: ShippingMethodInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const methods = useForm<ShippingMethodFormValues, unknown, ShippingMethodInput>({
    resolver: zodResolver(shippingMethodInput),
    defaultValues: initial,
  });
  const { state, submit } = useSaveCycle(methods, onSubmit);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const errorOf = (name: Path<ShippingMethodFormValues>) =>
    (get(methods.formState.errors, name) as { message?: string } | undefined)?.message;
  const knownRegions = t.regions.map(([code]) => code as string);
  const otherRegions = initial.regions.filter((code) => !knownRegions.includes(code));

  return (
    <form className={form.panel} onSubmit={submit} noValidate aria-labelledby="shipping-form-title">
      <h2 id="shipping-form-title" className={form.panelTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <div className={form.grid}>
        {isNew && <TextControl methods={methods} name="id" label={t.fields.id} hint={t.fields.idHint} />}
        <TextControl methods={methods} name="name" label={t.fields.name} />
        <TextControl methods={methods} name="estimatedDays" label={t.fields.estimatedDays} />
        {moneyFields.map(([name, label, hint, nullable]) => (
          <Controller
            key={name}
            control={methods.control}
            name={name}
            render={({ field: { value, onChange, onBlur } }) => (
              <Field label={label} error={errorOf(name)} {...(hint ? { hint } : {})}>
                {(field) => (
                  <RoublesInput
                    {...field}
                    nullable={nullable}
                    value={value}
                    onBlur={onBlur}
                    onChange={(kopecks) => onChange(nullable ? kopecks : (kopecks ?? Number.NaN))}
                  />
                )}
              </Field>
            )}
          />
        ))}
        <NumberControl methods={methods} name="sortOrder" label={t.fields.sortOrder} min={0} />
        <TextControl methods={methods} name="details.carrier" label={t.fields.carrier} />
        <TextControl methods={methods} name="details.pickupAddress" label={t.fields.pickupAddress} />
        <TextControl methods={methods} name="details.notes" label={t.fields.notes} />
      </div>
      <TextControl methods={methods} name="description" label={t.fields.description} multiline />
      <Controller
        control={methods.control}
        name="regions"
        render={({ field: { value, onChange } }) => (
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t.fields.regions}</legend>
            <span className={form.hint}>{t.fields.regionsHint}</span>
            {[...t.regions, ...otherRegions.map((code) => [code, code] as const)].map(([code, name]) => (
              <label key={code} className={form.checkbox}>
                <input
                  type="checkbox"
                  checked={value.includes(code)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...value, code] : value.filter((region) => region !== code),
                    )
                  }
                />
                {name}
              </label>
            ))}
            {errorOf('regions') && <span className={form.fieldError}>{errorOf('regions')}</span>}
          </fieldset>
        )}
      />
      <CheckboxControl
        methods={methods}
        name="details.trackingAvailable"
        label={t.fields.trackingAvailable}
      />
      <CheckboxControl methods={methods} name="isActive" label={t.fields.isActive} />
      <CheckboxControl methods={methods} name="isDefault" label={t.fields.isDefault} />
      <SaveBar state={state} pending={methods.formState.isSubmitting} />
      <div className={form.actions}>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {texts.common.cancel}
        </button>
      </div>
    </form>
  );
}
