import { type ProductFormValues, variantSkuOf } from '@shop/core';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { texts } from '../../../lib/texts';
import * as form from '../../../ui/form.css';
import * as table from '../../../ui/table.css';
import type { AdminColor, AdminSize } from '../api/reference-data';
import * as styles from './catalog.css';

const t = texts.products;

type FieldErrorTree = Record<string, { message?: string } | undefined> | undefined;

/**
 * The color x size stock matrix: ticking colors and sizes makes one variant per combination (its SKU made from
 * the article, editable), unticking removes those variants. Each cell holds its SKU and stock.
 */
export function VariantMatrix({
  colors,
  sizes,
}: {
  colors: readonly AdminColor[];
  sizes: readonly AdminSize[];
}) {
  const { control, register, getValues, formState } = useFormContext<ProductFormValues>();
  const { fields, replace } = useFieldArray({ control, name: 'variants' });
  // Ticked colors and sizes; a color without any size (or the reverse) has no variant yet but stays ticked.
  const [picked, setPicked] = useState(() => ({
    colors: [...new Set(fields.map((variant) => variant.colorCode))],
    sizes: [...new Set(fields.map((variant) => variant.sizeCode))],
  }));
  const variantErrors = formState.errors.variants as unknown as FieldErrorTree[] | undefined;
  const shownColors = colors.filter((color) => picked.colors.includes(color.code));
  const shownSizes = sizes.filter((size) => picked.sizes.includes(size.code));
  const colorCodes = shownColors.map((color) => color.code);
  const sizeCodes = shownSizes.map((size) => size.code);

  function rebuild(nextColors: string[], nextSizes: string[]) {
    const current = getValues('variants');
    const baseSku = getValues('baseSku') || 'SKU';
    setPicked({ colors: nextColors, sizes: nextSizes });
    replace(
      nextColors.flatMap((colorCode) =>
        nextSizes.map(
          (sizeCode) =>
            current.find((variant) => variant.colorCode === colorCode && variant.sizeCode === sizeCode) ?? {
              colorCode,
              sizeCode,
              sku: variantSkuOf(baseSku, colorCode, sizeCode),
              quantity: 0,
            },
        ),
      ),
    );
  }

  const toggle = (list: string[], code: string) =>
    list.includes(code) ? list.filter((item) => item !== code) : [...list, code];
  const watched = useWatch({ control, name: 'variants' });
  const total = watched.reduce((sum, variant) => sum + (Number(variant.quantity) || 0), 0);

  return (
    <div className={form.field}>
      <p className={form.hint}>{t.matrixHint}</p>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t.colors}</legend>
        <div className={styles.pickers}>
          {colors.map((color) => (
            <label key={color.code} className={form.checkbox}>
              <input
                type="checkbox"
                checked={colorCodes.includes(color.code)}
                onChange={() =>
                  rebuild(
                    colors.map((c) => c.code).filter((code) => toggle(colorCodes, color.code).includes(code)),
                    sizeCodes,
                  )
                }
              />
              <span className={table.swatch} style={{ background: color.hex }} aria-hidden="true" />
              {color.name.ru}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t.sizes}</legend>
        <div className={styles.pickers}>
          {sizes.map((size) => (
            <label key={size.code} className={form.checkbox}>
              <input
                type="checkbox"
                checked={sizeCodes.includes(size.code)}
                onChange={() =>
                  rebuild(
                    colorCodes,
                    sizes.map((s) => s.code).filter((code) => toggle(sizeCodes, size.code).includes(code)),
                  )
                }
              />
              {size.name.ru}
            </label>
          ))}
        </div>
      </fieldset>
      {fields.length === 0 ? (
        <p className={form.hint}>{t.matrixEmpty}</p>
      ) : (
        <div className={styles.matrixWrapper}>
          <table className={styles.matrix} aria-label={t.matrixLabel}>
            <thead>
              <tr>
                <th scope="col">{t.color}</th>
                {shownSizes.map((size) => (
                  <th key={size.code} scope="col" className={styles.matrixCell}>
                    {size.name.ru}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shownColors.map((color) => (
                <tr key={color.code}>
                  <th scope="row" className={styles.matrixCell}>
                    <span className={table.swatch} style={{ background: color.hex }} aria-hidden="true" />{' '}
                    {color.name.ru}
                  </th>
                  {shownSizes.map((size) => {
                    const index = fields.findIndex(
                      (f) => f.colorCode === color.code && f.sizeCode === size.code,
                    );
                    if (index < 0) return <td key={size.code} className={styles.matrixCell} />;
                    const errors = variantErrors?.[index];
                    const where = `${color.name.ru}, ${size.name.ru}`;
                    return (
                      <td key={fields[index]!.id} className={styles.matrixCell}>
                        <div className={styles.matrixInputs}>
                          <input
                            className={form.input}
                            aria-label={`${t.sku}: ${where}`}
                            aria-invalid={Boolean(errors?.sku)}
                            {...register(`variants.${index}.sku`)}
                          />
                          <input
                            className={form.input}
                            type="number"
                            min={0}
                            step={1}
                            aria-label={`${t.quantity}: ${where}`}
                            aria-invalid={Boolean(errors?.quantity)}
                            {...register(`variants.${index}.quantity`, { valueAsNumber: true })}
                          />
                          {(['sku', 'quantity', 'sizeCode', 'colorCode'] as const).map(
                            (key) =>
                              errors?.[key]?.message && (
                                <span key={key} className={form.fieldError}>
                                  {errors[key]?.message}
                                </span>
                              ),
                          )}
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={form.hint}>{t.totalStock(total)}</p>
        </div>
      )}
    </div>
  );
}
