import {
  type ColorFormValues,
  type ColorInput,
  colorInput,
  PRODUCT_TYPES,
  type SizeFormValues,
  type SizeInput,
  sizeInput,
} from '@shop/core';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';
import { Field } from '../../../ui/form-field';
import { useSchemaForm } from '../../../ui/schema-form';
import { EntryForm } from '../../settings/components/entry-form';
import { NameFields } from './name-fields';

interface FormProps<V, O> {
  title: string;
  initial: V;
  onSubmit: (input: O) => Promise<unknown>;
  onCancel: () => void;
}

export function ColorForm({ title, initial, onSubmit, onCancel }: FormProps<ColorFormValues, ColorInput>) {
  const saving = useSchemaForm<ColorFormValues, ColorInput>(colorInput, initial, onSubmit);
  const { methods } = saving;
  const { register, formState } = methods;
  const { errors } = formState;
  return (
    <EntryForm id="reference-form-title" title={title} saving={saving} onCancel={onCancel} cancelBeside>
      <div className={form.grid}>
        <Field label={texts.colors.code} error={errors.code?.message}>
          {(field) => <input className={form.input} autoComplete="off" {...field} {...register('code')} />}
        </Field>
        <NameFields methods={methods} languages={['ru', 'en']} />
        <Field label={texts.colors.hex} error={errors.hex?.message}>
          {(field) => <input className={form.input} type="color" {...field} {...register('hex')} />}
        </Field>
        <Field label={texts.common.sortOrder} error={errors.sortOrder?.message}>
          {(field) => (
            <input
              className={form.input}
              type="number"
              min={0}
              {...field}
              {...register('sortOrder', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <label className={form.checkbox}>
        <input type="checkbox" {...register('isActive')} />
        {texts.common.isActive}
      </label>
    </EntryForm>
  );
}

export function SizeForm({ title, initial, onSubmit, onCancel }: FormProps<SizeFormValues, SizeInput>) {
  const saving = useSchemaForm<SizeFormValues, SizeInput>(sizeInput, initial, onSubmit);
  const { methods } = saving;
  const { register, formState } = methods;
  const { errors } = formState;
  return (
    <EntryForm id="reference-form-title" title={title} saving={saving} onCancel={onCancel} cancelBeside>
      <div className={form.grid}>
        <Field label={texts.sizes.code} error={errors.code?.message}>
          {(field) => <input className={form.input} autoComplete="off" {...field} {...register('code')} />}
        </Field>
        <NameFields methods={methods} languages={['ru']} />
        <Field label={texts.common.productType} error={errors.productType?.message}>
          {(field) => (
            <select className={form.input} {...field} {...register('productType')}>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {texts.common.productTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.common.sortOrder} error={errors.sortOrder?.message}>
          {(field) => (
            <input
              className={form.input}
              type="number"
              min={0}
              {...field}
              {...register('sortOrder', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <label className={form.checkbox}>
        <input type="checkbox" {...register('isActive')} />
        {texts.common.isActive}
      </label>
    </EntryForm>
  );
}
