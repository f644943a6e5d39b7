import { useState } from 'react';
import { ru } from '../../../shared/texts/ru';
import { ShareIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import * as styles from './product-detail.css';

/** The round share button beside the wishlist heart. */
export function ShareProductButton({ product }: { product: { id: number; name: string } }) {
  const [busy, setBusy] = useState(false);
  const onShare = async () => {
    setBusy(true);
    try {
      const { shareProduct } = await import('../lib/share-product');
      if ((await shareProduct(product)) === 'copied') toast(ru.product.linkCopied, { type: 'success' });
    } catch (error) {
      toast(ru.product.shareFailed, {
        type: 'error',
        ...(error instanceof Error && error.message ? { description: error.message } : {}),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.roundButton}
      aria-label={ru.product.share}
      title={ru.product.share}
      aria-busy={busy}
      disabled={busy}
      onClick={onShare}
    >
      <ShareIcon />
    </button>
  );
}
