import { formatPrice } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { removeFromWishlist, wishlistStore } from '../../features/wishlist/store/wishlist-store';
import { ru } from '../../shared/texts/ru';
import { ruLists } from '../../shared/texts/ru-lists';
import * as lineStyles from '../../shared/ui/line-list.css';
import { PRODUCT_PLACEHOLDER } from '../../shared/ui/placeholder';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState } from '../../shared/ui/states';
import { toast } from '../../shared/ui/toast/toast-store';
import { Page } from '../layout/page';

export function WishlistPage() {
  const { items } = useSnapshot(wishlistStore);
  return (
    <Page title={ruLists.wishlist.title} breadcrumbs={[]}>
      {items.length === 0 ? (
        <EmptyState title={ruLists.wishlist.empty} text={ruLists.wishlist.emptyHint}>
          <Link to="/products" className={button()}>
            {ru.common.toCatalog}
          </Link>
        </EmptyState>
      ) : (
        <ul className={lineStyles.lines}>
          {items.map((item) => (
            <li key={item.productId} className={lineStyles.line}>
              <img
                className={lineStyles.lineImage}
                src={item.productImage || PRODUCT_PLACEHOLDER}
                alt=""
                loading="lazy"
              />
              <div className={lineStyles.lineInfo}>
                <Link to={`/product/${encodeURIComponent(item.productId)}`} className={lineStyles.lineName}>
                  {item.productName}
                </Link>
                <span>{formatPrice(item.productPrice)}</span>
              </div>
              <div className={lineStyles.lineActions}>
                <button
                  type="button"
                  className={button({ tone: 'ghost', size: 'sm' })}
                  onClick={() => {
                    const result = removeFromWishlist(item.productId);
                    toast(result.ok ? ru.product.removedFromWishlist : result.message, {
                      type: result.ok ? 'success' : 'error',
                    });
                  }}
                >
                  {ruLists.wishlist.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
