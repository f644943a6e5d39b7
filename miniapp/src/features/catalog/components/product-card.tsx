/**
 * A product in a list: picture, name, price, color dots, the first three sizes then '+N ещё', and quick add
 * (SPEC 2 "Product card"). The quick select dialog's code loads on the first press.
 */
import {
  appliedPromotionOf,
  type ColorMapping,
  cardPicture,
  colorHex,
  colorName,
  formatPrice,
  isUrgentDiscount,
  isWholesaleOnly,
  primaryImage,
  type RetailSettingsLike,
  resolveRetailAvailability,
  saleDiscountPercent,
  URGENCY_LABEL,
} from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { BagIcon } from '../../../shared/ui/icons';
import { useSizeName } from '../api/reference-data';
import { isOutOfStock, type Product, productHref, productName } from '../types';
import * as styles from './product-card.css';
import { QuickAddButton } from './quick-add-button';

type CardAspect = 'rectangle' | 'square' | 'portrait';

export interface ProductCardOptions {
  showColorDots?: boolean;
  showQuickAdd?: boolean;
  showPrice?: boolean;
  aspect?: CardAspect;
}

interface ProductCardProps extends ProductCardOptions {
  product: Product;
  mapping: ColorMapping;
  retailSettings: RetailSettingsLike | undefined;
  /** Above the fold: load the picture at once. */
  eager?: boolean;
  /** The page's first picture: fetched before the others. */
  priority?: boolean;
}

/** The card's width: two columns on a phone, three or four on a wider screen. */

const VISIBLE_SIZES = 3;

export function ProductCard({
  product,
  mapping,
  retailSettings,
  eager = false,
  priority = false,
  showColorDots = true,
  showQuickAdd = true,
  showPrice = true,
  aspect = 'rectangle',
}: ProductCardProps) {
  const wholesaleOnly = isWholesaleOnly(resolveRetailAvailability(product, retailSettings), product);
  const sizeName = useSizeName();
  const name = productName(product);
  const image = primaryImage(product.images);
  const picture = cardPicture(product.images);
  const discount = saleDiscountPercent(product);
  const promotion = appliedPromotionOf(product);
  const outOfStock = isOutOfStock(product);
  const extraSizes = product.sizes.length - VISIBLE_SIZES;
  const href = productHref(product.id);

  return (
    <article className={styles.card}>
      <div className={styles.media({ aspect })}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.mediaLink}>
          <img
            className={styles.image}
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.sizes}
            alt=""
            width={(image && 'width' in image && (image.width as number | null)) || 600}
            height={(image && 'height' in image && (image.height as number | null)) || 800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        </Link>
        <div className={styles.badges}>
          {product.isNew ? <span className={styles.badge({ tone: 'new' })}>{ru.card.isNew}</span> : null}
          {promotion ? (
            <span className={styles.badge({ tone: 'sale' })}>{promotion.badge}</span>
          ) : discount ? (
            <span className={styles.badge({ tone: 'sale' })}>−{discount}%</span>
          ) : null}
          {outOfStock ? <span className={styles.badge({ tone: 'muted' })}>{ru.card.outOfStock}</span> : null}
        </div>
        {showQuickAdd ? (
          <QuickAddButton
            product={product}
            retailSettings={retailSettings}
            className={styles.quickAdd}
            label={ru.card.quickAdd(name)}
          >
            <BagIcon size={20} />
          </QuickAddButton>
        ) : null}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {name}
          </Link>
        </h3>
        {showPrice && !product.retail.hidePrice ? (
          <p className={styles.prices}>
            <span className={discount ? styles.salePrice : styles.price}>{formatPrice(product.price)}</span>
            {discount && product.originalPrice ? (
              <s className={styles.oldPrice}>{formatPrice(product.originalPrice)}</s>
            ) : null}
          </p>
        ) : null}
        {showPrice && isUrgentDiscount(discount) ? <p className={styles.urgency}>{URGENCY_LABEL}</p> : null}
        {wholesaleOnly ? <p className={styles.wholesale}>{ru.card.wholesaleOnly}</p> : null}
        <div className={styles.meta}>
          {showColorDots && product.colors.length > 0 ? (
            <ul className={styles.dots} aria-label={ru.card.colors}>
              {product.colors.slice(0, 6).map((code) => (
                <li key={code} className={styles.dot} style={{ backgroundColor: colorHex(code, mapping) }}>
                  <span className={styles.hidden}>{colorName(code, mapping)}</span>
                </li>
              ))}
              {product.colors.length > 6 ? (
                <li className={styles.more}>+{product.colors.length - 6}</li>
              ) : null}
            </ul>
          ) : null}
          {product.sizes.length > 0 ? (
            <p className={styles.sizes}>
              <span className={styles.hidden}>{ru.card.sizes}: </span>
              {product.sizes.slice(0, VISIBLE_SIZES).map(sizeName).join(' · ')}
              {extraSizes > 0 ? ` ${ru.card.moreSizes(extraSizes)}` : ''}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
