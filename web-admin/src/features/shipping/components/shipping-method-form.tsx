import { type ShippingMethodFormValues, type ShippingMethodInput, shippingMethodInput } from '@shop/core';
import { Controller } from 'react-hook-form';
import * as form from '../../../ui/form.css';
import { errorAt } from '../../../ui/form-field';
import { useSchemaForm } from '../../../ui/schema-form';
import { Controls } from '../../settings/components/control-list';
import { EntryForm } from '../../settings/components/entry-form';
import { TextControl } from '../../settings/components/form-controls';
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
  const saving = useSchemaForm<ShippingMethodFormValues, ShippingMethodInput>(
    shippingMethodInput,
    initial,
    onSubmit,
  );
  const { methods } = saving;
  const f = t.fields;
  const regionsError = errorAt(methods, 'regions');
  const knownRegions = t.regions.map(([code]) => code as string);
  const otherRegions = initial.regions.filter((code) => !knownRegions.includes(code));

  return (
    <EntryForm id="shipping-form-title" title={title} saving={saving} onCancel={onCancel}>
      <div className={form.grid}>
        <Controls
          methods={methods}
          fields={[
            isNew && { kind: 'text', name: 'id', label: f.id, hint: f.idHint },
            { kind: 'text', name: 'name', label: f.name },
            { kind: 'text', name: 'estimatedDays', label: f.estimatedDays },
            { kind: 'money', name: 'priceKopecks', label: f.price },
            {
              kind: 'money',
              name: 'freeFromKopecks',
              label: f.freeFrom,
              hint: f.freeFromHint,
              nullable: true,
            },
            {
              kind: 'money',
              name: 'minOrderValueKopecks',
              label: f.minOrder,
              hint: f.boundHint,
              nullable: true,
            },
            {
              kind: 'money',
              name: 'maxOrderValueKopecks',
              label: f.maxOrder,
              hint: f.boundHint,
              nullable: true,
            },
            { kind: 'number', name: 'sortOrder', label: f.sortOrder, min: 0 },
            { kind: 'text', name: 'details.carrier', label: f.carrier },
            { kind: 'text', name: 'details.pickupAddress', label: f.pickupAddress },
            {
              kind: 'optional-number',
              name: 'details.latitude',
              label: f.latitude,
              hint: f.coordinatesHint,
              min: -90,
              max: 90,
              step: 'any',
            },
            {
              kind: 'optional-number',
              name: 'details.longitude',
              label: f.longitude,
              hint: f.coordinatesHint,
              min: -180,
              max: 180,
              step: 'any',
            },
            { kind: 'text', name: 'details.notes', label: f.notes },
          ]}
        />
      </div>
      <TextControl methods={methods} name="description" label={f.description} multiline />
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
            {regionsError && <span className={form.fieldError}>{regionsError}</span>}
          </fieldset>
        )}
      />
      <Controls
        methods={methods}
        fields={[
          { kind: 'checkbox', name: 'details.trackingAvailable', label: f.trackingAvailable },
          { kind: 'checkbox', name: 'isActive', label: f.isActive },
          { kind: 'checkbox', name: 'isDefault', label: f.isDefault },
        ]}
      />
    </EntryForm>
  );
}
