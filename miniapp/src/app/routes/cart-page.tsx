import { colorName, formatKopecks, lineTotalKopecks } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cartStore, itemCountOf, removeFromCart, updateQuantity } from '../../features/cart/store/cart-store';
import type { CartItem } from '../../features/cart/types';
import { useColorMapping } from '../../features/catalog/api/reference-data';
import { productHref } from '../../features/catalog/types';
import { ru } from '../../shared/texts/ru';
import { PRODUCT_PLACEHOLDER } from '../../shared/ui/placeholder';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState } from '../../shared/ui/states';
import { Page } from '../layout/page';
import * as styles from './pages.css';

/** The guest cart from local storage; promocodes, shipping and checkout arrive with the cart feature. */
export function CartPage() {
  const cart = useSnapshot(cartStore);
  const count = itemCountOf(cart.items);
  return (
    <Page title={ru.cart.title} breadcrumbs={[]}>
      {cart.items.length === 0 ? (
        <EmptyState title={ru.cart.empty} text={ru.cart.emptyHint}>
          <Link to="/products" className={button()}>
            {ru.common.toCatalog}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className={styles.lines}>
            {cart.items.map((item) => (
              <CartLine
                key={`${item.productId}-${item.size}-${item.color}-${item.wholesaleGroupId ?? ''}`}
                item={item}
              />
            ))}
          </ul>
          <div className={styles.summary}>
            <span className={styles.muted}>{ru.cart.subtotalWithCount(count)}</span>
            <span className={styles.summaryTotal}>{formatKopecks(cart.subtotalKopecks)}</span>
          </div>
          <p className={styles.muted}>{ru.cart.checkoutSoon}</p>
        </>
      )}
    </Page>
  );
}

function CartLine({ item }: { item: Readonly<CartItem> }) {
  const mapping = useColorMapping();
  const key = {
    productId: item.productId,
    size: item.size,
    color: item.color,
    wholesaleGroupId: item.wholesaleGroupId ?? null,
  };
  return (
    <li className={styles.line}>
      <img className={styles.lineImage} src={item.image || PRODUCT_PLACEHOLDER} alt="" loading="lazy" />
      <div className={styles.lineInfo}>
        <Link to={productHref(item.productId)} className={styles.lineName}>
          {item.name}
        </Link>
        <span className={styles.lineMeta}>
          {[
            item.size && `${ru.cart.size}: ${item.size}`,
            item.color && `${ru.cart.color}: ${colorName(item.color, mapping)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span>{formatKopecks(lineTotalKopecks(item))}</span>
      </div>
      <div className={styles.lineActions}>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepperButton}
            aria-label={ru.cart.decrease}
            disabled={item.quantity <= 1}
            onClick={() => updateQuantity(key, item.quantity - 1)}
          >
            −
          </button>
          <span className={styles.stepperValue} aria-live="polite">
            {item.quantity}
          </span>
          <button
            type="button"
            className={styles.stepperButton}
            aria-label={ru.cart.increase}
            onClick={() => updateQuantity(key, item.quantity + 1)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={() => removeFromCart(key)}
        >
          {ru.cart.remove}
        </button>
      </div>
    </li>
  );
}
