import { useMainButton, useSecondaryButton } from '../../telegram';

interface ProductTelegramButtonsProps {
  /** Null leaves the main button to whoever had it (nothing to add: sold out, not for sale). */
  addText: string | null;
  onAdd: () => void;
  wishlistText: string;
  onWishlist: () => void;
}

/** The product page's actions on Telegram's bottom buttons: a chunk of its own, which the web shop never loads. */
export function ProductTelegramButtons({
  addText,
  onAdd,
  wishlistText,
  onWishlist,
}: ProductTelegramButtonsProps) {
  useMainButton(addText, onAdd);
  useSecondaryButton(wishlistText, onWishlist);
  return null;
}
