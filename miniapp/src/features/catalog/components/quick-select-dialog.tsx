/** The size and color picker behind a card's quick add (SPEC 2 "Quick select dialog"); loaded on first use. */
import {
  initialSelection,
  isCombinationAvailable,
  reconcileSelection,
  type VariantSelection,
} from '@shop/core/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { Dialog } from '../../../shared/ui/dialog';
import { button } from '../../../shared/ui/primitives.css';
import { useColorMapping } from '../api/reference-data';
import { type Product, productHref, productName } from '../types';
import * as styles from './quick-select-dialog.css';
import { VariantPicker } from './variant-picker';

interface QuickSelectDialogProps {
  product: Product;
  onClose: () => void;
  onAdd: (color: string | null, size: string | null) => void;
}

export function QuickSelectDialog({ product, onClose, onAdd }: QuickSelectDialogProps) {
  const mapping = useColorMapping();
  // Opens cleared; a lone color or size is chosen at once.
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(product));
  const { color, size } = selection;
  const bothChosen = color !== null && size !== null;
  const available = bothChosen && isCombinationAvailable(product.variants, color, size);

  return (
    <Dialog title={ru.quickSelect.title} onClose={onClose}>
      <p className={styles.name}>{productName(product)}</p>
      <VariantPicker
        product={product}
        color={color}
        size={size}
        mapping={mapping}
        labels={{ color: ru.quickSelect.color, size: ru.quickSelect.size }}
        onColor={(next) =>
          setSelection((current) => reconcileSelection(product, { ...current, color: next }, 'color'))
        }
        onSize={(next) =>
          setSelection((current) => reconcileSelection(product, { ...current, size: next }, 'size'))
        }
      />
      {bothChosen && !available ? (
        <p role="alert" className={styles.alert}>
          {ru.quickSelect.unavailable}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ tone: 'primary', block: true })}
          disabled={!available}
          onClick={() => onAdd(color, size)}
        >
          {ru.quickSelect.add}
        </button>
        <Link to={productHref(product.id)} className={styles.details} onClick={onClose}>
          {ru.quickSelect.details}
        </Link>
      </div>
    </Dialog>
  );
}
