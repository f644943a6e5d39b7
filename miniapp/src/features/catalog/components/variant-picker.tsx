/**
 * Color swatches and size buttons. An option with no stock at all is disabled; an option that does not go with
 * the other current choice is shown struck through and, when chosen, clears the other (SPEC 2 "Quick select").
 */
import { availableColors, availableSizes, type ColorMapping, colorHex, colorName } from '@shop/core/rules';
import { useId } from 'react';
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
}

export function VariantPicker({
  product,
  color,
  size,
  mapping,
  onColor,
  onSize,
  labels,
}: VariantPickerProps) {
  const colorLabelId = useId();
  const sizeLabelId = useId();
  const { colors, sizes, variants } = product;
  const anyColor = new Set(availableColors(variants, colors, null));
  const anySize = new Set(availableSizes(variants, sizes, null));
  const colorsForSize = new Set(availableColors(variants, colors, size));
  const sizesForColor = new Set(availableSizes(variants, sizes, color));

  return (
    <div className={styles.picker}>
      {colors.length > 0 ? (
        <fieldset className={styles.group}>
          <legend id={colorLabelId} className={styles.label}>
            {labels.color}: <span className={styles.value}>{color ? colorName(color, mapping) : '—'}</span>
          </legend>
          <div className={styles.options}>
            {colors.map((code) => {
              const name = colorName(code, mapping);
              return (
                <button
                  key={code}
                  type="button"
                  className={styles.swatch({ misfit: !colorsForSize.has(code) })}
                  aria-pressed={color === code}
                  aria-label={name}
                  title={name}
                  disabled={!anyColor.has(code)}
                  onClick={() => onColor(code)}
                >
                  <span className={styles.swatchFill} style={{ backgroundColor: colorHex(code, mapping) }} />
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {sizes.length > 0 ? (
        <fieldset className={styles.group}>
          <legend id={sizeLabelId} className={styles.label}>
            {labels.size}: <span className={styles.value}>{size ?? '—'}</span>
          </legend>
          <div className={styles.options}>
            {sizes.map((code) => (
              <button
                key={code}
                type="button"
                className={styles.size({ misfit: !sizesForColor.has(code) })}
                aria-pressed={size === code}
                disabled={!anySize.has(code)}
                onClick={() => onSize(code)}
              >
                {code}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
