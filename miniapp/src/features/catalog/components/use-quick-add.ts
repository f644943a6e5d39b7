/** What a card's quick add does (SPEC 2 "Product card"). */
import {
  isWholesaleOnly,
  type RetailSettingsLike,
  resolveRetailAvailability,
  retailNotice,
} from '@shop/core/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import { type Product, productHref } from '../types';
import { useAddChosenVariant } from './quick-add-context';

export function useQuickAdd(product: Product, settings: RetailSettingsLike | undefined) {
  const navigate = useNavigate();
  const addToCart = useAddChosenVariant();
  const [open, setOpen] = useState(false);
  const reason = resolveRetailAvailability(product, settings);
  const wholesaleOnly = isWholesaleOnly(reason, product);
  const toProduct = () => navigate(productHref(product.id));

  const start = () => {
    if (reason !== 'available') {
      // The card offers its wholesale button instead; quick add has nothing to do.
      if (wholesaleOnly) return;
      const notice = retailNotice(reason, product);
      if (notice) toast(notice.title, { type: notice.tone, description: notice.text });
      toProduct();
      return;
    }
    if (product.sizes.length === 0 || product.colors.length === 0) {
      toProduct();
      return;
    }
    setOpen(true);
  };

  const add = (color: string | null, size: string | null) => {
    setOpen(false);
    if (!color || !size) {
      toast(ru.card.chooseTitle, { type: 'warning', description: ru.card.chooseText });
      toProduct();
      return;
    }
    addToCart(product, color, size);
  };

  return { open, start, add, close: () => setOpen(false), wholesaleOnly, reason };
}
