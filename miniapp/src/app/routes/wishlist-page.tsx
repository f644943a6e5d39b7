import {
  formatPrice,
  purchaseButtonLabel,
  type RetailSettingsLike,
  saleDiscountPercent,
} from '@shop/core/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { type Product, QuickAddButton, useRetailSettings } from '../../features/catalog';
import { productsByIds } from '../../features/product-lists';
import { removeFromWishlist, wishlistStore } from '../../features/wishlist/store/wishlist-store';
import type { WishlistItem } from '../../features/wishlist/types';
import { ru } from '../../shared/texts/ru';
import { ruLists } from '../../shared/texts/ru-lists';
import * as lineStyles from '../../shared/ui/line-list.css';
import { PRODUCT_PLACEHOLDER } from '../../shared/ui/placeholder';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState } from '../../shared/ui/states';
import { toast } from '../../shared/ui/toast/toast-store';
import { Page } from '../layout/page';

/**
 * The saved products with the catalogue's prices of now, as on their cards and pages: the wishlist keeps each
 * product's price from the day it was saved (SPEC), which a sale or a new price since has made wrong.
 */
export function WishlistPage() {
  const { items } = useSnapshot(wishlistStore);
  const retailSettings = useRetailSettings();
  const ids = items.map((item) => item.productId);
  const current = useQuery({
    queryKey: ['wishlist', 'products', ids],
    queryFn: () => productsByIds(ids),
    enabled: ids.length > 0,
    // A product taken off the list keeps the others' prices on screen while the list is asked for again.
    placeholderData: keepPreviousData,
  });
  // A product the answer lacks is gone from the shop, unless the answer is still the one for the list before it
  // was added (a list joined at sign-in) and the new one is on its way.
  const pricesOf = (productId: string): WishlistLineProps['prices'] => {
    if (current.data?.has(productId)) return 'loaded';
    if (current.isFetching) return 'loading';
    return current.data ? 'loaded' : 'failed';
  };
  return (
    <Page title={ruLists.wishlist.title} breadcrumbs={[]}>
      {items.length === 0 ? (
        <EmptyState title={ruLists.wishlist.empty} text={ruLists.wishlist.emptyHint}>
          <Link to="/products" className={button()}>
            {ru.common.toCatalog}
          </Link>
        </EmptyState>
      ) : (
        <>
          {current.isError ? (
            <p role="alert">
              {ruLists.wishlist.pricesFailed}{' '}
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={() => void current.refetch()}
              >
                {ru.common.retry}
              </button>
            </p>
          ) : null}
          <ul className={lineStyles.lines}>
            {items.map((item) => (
              <WishlistLine
                key={item.productId}
                item={item}
                product={current.data?.get(item.productId)}
                prices={pricesOf(item.productId)}
                retailSettings={retailSettings}
              />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

interface WishlistLineProps {
  item: WishlistItem;
  /** The catalogue's product of now, once the prices have come; none for one the shop no longer shows. */
  product: Product | undefined;
  prices: 'loading' | 'loaded' | 'failed';
  retailSettings: RetailSettingsLike | undefined;
}

function WishlistLine({ item, product, prices, retailSettings }: WishlistLineProps) {
  return (
    <li className={lineStyles.line}>
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
        {prices === 'loaded' ? (
          <CurrentPrice product={product} />
        ) : prices === 'loading' ? (
          <span className={lineStyles.lineMeta} role="status">
            {ruLists.wishlist.priceLoading}
          </span>
        ) : null}
      </div>
      <div className={`${lineStyles.lineActions} ${lineStyles.lineActionsApart}`}>
        {product ? (
          <QuickAddButton
            product={product}
            retailSettings={retailSettings}
            className={`${button({ size: 'sm' })} ${lineStyles.lineButton}`}
            label={ru.card.quickAdd(item.productName)}
          >
            {purchaseButtonLabel('available', product, retailSettings)}
          </QuickAddButton>
        ) : null}
        <button
          type="button"
          className={lineStyles.lineTextAction}
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
  );
}

/** The price the product's card shows now; a product the catalogue no longer shows says so instead. */
function CurrentPrice({ product }: { product: Product | undefined }) {
  if (!product) return <span className={lineStyles.lineMeta}>{ruLists.wishlist.gone}</span>;
  if (product.retail.hidePrice) return null;
  const discount = saleDiscountPercent(product);
  return (
    <span>
      {formatPrice(product.price)}
      {discount && product.originalPrice ? (
        <s className={lineStyles.oldPrice}>{formatPrice(product.originalPrice)}</s>
      ) : null}
    </span>
  );
}
