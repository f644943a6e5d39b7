import {
  type ColorFormValues,
  type ColorInput,
  colorInput,
  PRODUCT_TYPES,
  type SizeFormValues,
  type SizeInput,
  sizeInput,
} from '@shop/core';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';
import { useSchemaForm } from '../../../ui/schema-form';
import { type ControlSpec, Controls } from '../../settings/components/control-list';
import { EntryForm } from '../../settings/components/entry-form';
import { NameFields } from './name-fields';

interface FormProps<V, O> {
  title: string;
  initial: V;
  onSubmit: (input: O) => Promise<unknown>;
  onCancel: () => void;
}

/** The product types as a select's options. */
export const productTypeOptions = PRODUCT_TYPES.map(
  (type) => [type, texts.common.productTypes[type]] as const,
);

/**
 * A color's or a size's form: its code, its names, its own fields, the order in lists and whether the shop
 * shows it.
 */
function ReferenceForm<V extends FieldValues, O>({
  schema,
  codeLabel,
  languages,
  fields,
  title,
  initial,
  onSubmit,
  onCancel,
}: FormProps<V, O> & {
  schema: z.ZodType<O, V>;
  codeLabel: string;
  languages: readonly ('ru' | 'en')[];
  fields: readonly ControlSpec<V>[];
}) {
  const saving = useSchemaForm<V, O>(schema, initial as DefaultValues<V>, onSubmit);
  const { methods } = saving;
  return (
    <EntryForm id="reference-form-title" title={title} saving={saving} onCancel={onCancel} cancelBeside>
      <div className={form.grid}>
        <Controls methods={methods} fields={[{ kind: 'text', name: 'code' as Path<V>, label: codeLabel }]} />
        <NameFields methods={methods} languages={languages} />
        <Controls
          methods={methods}
          fields={[
            ...fields,
            { kind: 'number', name: 'sortOrder' as Path<V>, label: texts.common.sortOrder, min: 0 },
          ]}
        />
      </div>
      <label className={form.checkbox}>
        <input type="checkbox" {...methods.register('isActive' as Path<V>)} />
        {texts.common.isActive}
      </label>
    </EntryForm>
  );
}

export function ColorForm(props: FormProps<ColorFormValues, ColorInput>) {
  return (
    <ReferenceForm
      {...props}
      schema={colorInput}
      codeLabel={texts.colors.code}
      languages={['ru', 'en']}
      fields={[{ kind: 'text', name: 'hex', type: 'color', label: texts.colors.hex }]}
    />
  );
}

export function SizeForm(props: FormProps<SizeFormValues, SizeInput>) {
  return (
    <ReferenceForm
      {...props}
      schema={sizeInput}
      codeLabel={texts.sizes.code}
      languages={['ru']}
      fields={[
        { kind: 'select', name: 'productType', label: texts.common.productType, options: productTypeOptions },
      ]}
    />
  );
}
