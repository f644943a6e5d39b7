/**
 * Color swatches and sizes, each a radio group. An option with no stock at all is disabled; an option that does
 * not go with the other current choice is shown struck through and, when chosen, clears the other (SPEC 2
 * "Quick select").
 */
import { availableColors, availableSizes, type ColorMapping, colorHex, colorName } from '@shop/core/rules';
import { useId } from 'react';
import { useRadioGroup } from '../../../shared/ui/use-radio-group';
import { useSizeName } from '../api/reference-data';
import type { Product } from '../types';
import * as styles from './variant-picker.css';

interface VariantPickerProps {
  product: Pick<Product, 'colors' | 'sizes' | 'variants'>;
  color: string | null;
  size: string | null;
  mapping: ColorMapping;
  onColor: (color: string) => void;
  onSize: (size: string) => void;
  labels: { color: string; size: string };
  /** Options whose every variant is sold out can be chosen too (the product page offers «Сообщить о поступлении»). */
  soldOutSelectable?: boolean;
}

export function VariantPicker({
  product,
  color,
  size,
  mapping,
  onColor,
  onSize,
  labels,
  soldOutSelectable = false,
}: VariantPickerProps) {
  const sizeName = useSizeName();
  const colorLabelId = useId();
  const sizeLabelId = useId();
  const { colors, sizes, variants } = product;
  const anyColor = new Set(
    soldOutSelectable
      ? variants.map((variant) => variant.colorCode)
      : availableColors(variants, colors, null),
  );
  const anySize = new Set(
    soldOutSelectable ? variants.map((variant) => variant.sizeCode) : availableSizes(variants, sizes, null),
  );
  const colorsForSize = new Set(availableColors(variants, colors, size));
  const sizesForColor = new Set(availableSizes(variants, sizes, color));
  const colorGroup = useRadioGroup({
    values: colors,
    selected: color,
    isDisabled: (code) => !anyColor.has(code),
    onSelect: onColor,
  });
  const sizeGroup = useRadioGroup({
    values: sizes,
    selected: size,
    isDisabled: (code) => !anySize.has(code),
    onSelect: onSize,
  });

  return (
    <div className={styles.picker}>
      {colors.length > 0 ? (
        <div className={styles.group}>
          <p className={styles.label}>
            <span id={colorLabelId}>{labels.color}</span>:{' '}
            <span className={styles.value}>{color ? colorName(color, mapping) : '—'}</span>
          </p>
          <div role="radiogroup" aria-labelledby={colorLabelId} className={styles.options}>
            {colors.map((code) => {
              const name = colorName(code, mapping);
              return (
                <button
                  key={code}
                  {...colorGroup.radioProps(code)}
                  className={styles.swatch({ misfit: !colorsForSize.has(code) })}
                  aria-label={name}
                  title={name}
                >
                  <span className={styles.swatchFill} style={{ backgroundColor: colorHex(code, mapping) }} />
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
      {sizes.length > 0 ? (
        <div className={styles.group}>
          <p className={styles.label}>
            <span id={sizeLabelId}>{labels.size}</span>:{' '}
            <span className={styles.value}>{size ? sizeName(size) : '—'}</span>
          </p>
          <div role="radiogroup" aria-labelledby={sizeLabelId} className={styles.options}>
            {sizes.map((code) => (
              <button
                key={code}
                {...sizeGroup.radioProps(code)}
                className={styles.size({ misfit: !sizesForColor.has(code) })}
              >
                {sizeName(code)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
