/**
 * The product page's body: gallery per color, price, retail notices (SPEC 4), variant choice with stock labels
 * and suggestions (SPEC 5), quantity with its range and hint, wishlist toggle, description and related products.
 * Inside Telegram the main button carries 'В корзину'.
 */
import {
  appliedPromotionOf,
  formatPrice,
  imagesForColor,
  imageVariantUrl,
  initialSelection,
  isUrgentDiscount,
  isWholesaleAvailable,
  isWholesaleOnly,
  PRODUCT_PLACEHOLDER_IMAGE,
  productPhotoPicture,
  purchaseButtonLabel,
  quantityHint,
  reconcileSelection,
  resolveRetailAvailability,
  retailNotice,
  retailQuantityRange,
  retailTexts,
  saleDiscountPercent,
  shouldSuggestWholesale,
  stockLabel,
  stockLevel,
  URGENCY_LABEL,
  type VariantSelection,
  validateVariant,
  variantQuantity,
} from '@shop/core/rules';
import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTakingOverDrawnPage } from '../../../shared/lib/drawn-page';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { ru } from '../../../shared/texts/ru';
import { HeartIcon } from '../../../shared/ui/icons';
import { button } from '../../../shared/ui/primitives.css';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useRadioGroup } from '../../../shared/ui/use-radio-group';
import {
  type Product,
  productName,
  useAddChosenVariant,
  useColorMapping,
  useRetailSettings,
  VariantPicker,
} from '../../catalog';
import { categoryHref } from '../../categories';
import { hapticInMiniApp, useIsMiniApp } from '../../telegram';
import { WholesaleOffer } from '../../wholesale';
import { addToWishlist, removeFromWishlist, wishlistStore } from '../../wishlist';
import * as styles from './product-detail.css';
import { ShareProductButton } from './share-product-button';

// Shown only once a sold-out size is chosen, so its code (and Telegram's write-access request) loads then.
const BackInStock = lazyPart(() => import('./back-in-stock'), 'BackInStock');
// Inside Telegram only: the story button, and the viewer once the photo is tapped.
const ShareStoryButton = lazyPart(() => import('./share-story-button'), 'ShareStoryButton');
const PhotoViewer = lazyPart(() => import('./photo-viewer'), 'PhotoViewer');
const ProductTelegramButtons = lazyPart(() => import('./product-telegram-buttons'), 'ProductTelegramButtons');
// Her size from «Мои размеры», chosen once the profile is read, after the first paint.
const MySizePreselect = lazyPart(() => import('../../my-sizes'), 'MySizePreselect');

const variantExists = (variants: Product['variants'], color: string | null, size: string | null) =>
  variants.some((variant) => variant.colorCode === color && variant.sizeCode === size);

/** A product without colors or sizes has one implicit choice: the code its variants carry. */
function effectiveChoice(product: Product, selection: VariantSelection): VariantSelection {
  return {
    color: product.colors.length === 0 ? (product.variants[0]?.colorCode ?? null) : selection.color,
    size: product.sizes.length === 0 ? (product.variants[0]?.sizeCode ?? null) : selection.size,
  };
}

export function ProductDetail({ product }: { product: Product }) {
  const mapping = useColorMapping();
  const settings = useRetailSettings();
  const addChosenVariant = useAddChosenVariant();
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [photoIndex, setPhotoIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const isMiniApp = useIsMiniApp();
  const wishlist = useSnapshot(wishlistStore);
  const quantityId = useId();
  const hintId = useId();

  const name = productName(product);
  const productId = String(product.id);
  const reason = resolveRetailAvailability(product, settings);
  const notice = retailNotice(reason, product);
  const canBuy = reason === 'available';
  const wholesaleOnly = isWholesaleOnly(reason, product);
  const choice = effectiveChoice(product, selection);
  const chosenStock =
    choice.color !== null && choice.size !== null
      ? variantQuantity(product.variants, choice.color, choice.size)
      : null;
  // Until a color and size are chosen only the shop's limit bounds the quantity: the product's stock in all
  // variants («Не более 28 шт.») is no variant's.
  const range = retailQuantityRange(product, settings, chosenStock ?? Number.POSITIVE_INFINITY);
  const value = Math.min(Math.max(quantity ?? range.min, range.min), Math.max(range.min, range.max));
  const hint = quantityHint(range);
  const suggestWholesale = shouldSuggestWholesale(value, product, settings);
  const discount = saleDiscountPercent(product);
  const promotion = appliedPromotionOf(product);
  const gallery = imagesForColor(product.images, selection.color);
  const photo = gallery[Math.min(photoIndex, Math.max(0, gallery.length - 1))];
  const picture = productPhotoPicture(photo?.url);
  const thumbGroup = useRadioGroup({
    values: gallery.map((_, index) => String(index)),
    selected: photo ? String(gallery.indexOf(photo)) : null,
    onSelect: (index) => setPhotoIndex(Number(index)),
  });
  // A drawn page shows an empty heart until it is taken over.
  const takingOver = useTakingOverDrawnPage();
  const inWishlist = !takingOver && wishlist.items.some((item) => item.productId === productId);

  const choose = (changes: Partial<VariantSelection>, side: 'color' | 'size') => {
    setMessage(null);
    hapticInMiniApp('selection');
    if (side === 'color') setPhotoIndex(0);
    // A sold-out color and size stays chosen here, so the buyer can ask to hear when it is back.
    setSelection((current) => {
      const next = { ...current, ...changes };
      return variantExists(product.variants, next.color, next.size)
        ? next
        : reconcileSelection(product, next, side);
    });
  };

  const onAdd = () => {
    if (!canBuy) return;
    const check = validateVariant(product.variants, choice.color, choice.size, mapping);
    if (!check.ok) {
      setMessage(check.message);
      hapticInMiniApp('error');
      return;
    }
    setMessage(null);
    void addChosenVariant(product, choice.color ?? '', choice.size ?? '', value);
  };

  const toggleWishlist = () => {
    const result = inWishlist
      ? removeFromWishlist(productId)
      : addToWishlist({
          productId,
          productName: name,
          productImage: gallery[0]?.url ?? PRODUCT_PLACEHOLDER_IMAGE,
          productPrice: product.price,
        });
    if (!result.ok) toast(result.message, { type: 'error' });
    else toast(inWishlist ? ru.product.removedFromWishlist : ru.product.addedToWishlist, { type: 'success' });
  };

  const soldOutChoice = chosenStock === 0;
  const shownIndex = Math.min(photoIndex, gallery.length - 1);

  const mainImage = (
    <img
      className={styles.mainImage}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt={ru.product.photo(name, shownIndex + 1)}
      width={800}
      height={1067}
      fetchPriority="high"
    />
  );

  return (
    <div className={styles.layout}>
      <div className={styles.gallery}>
        <div className={styles.mainPhoto}>
          {isMiniApp && photo ? (
            <button
              type="button"
              className={styles.openPhotoButton}
              aria-label={ru.product.openGallery}
              onClick={() => setViewerOpen(true)}
            >
              {mainImage}
            </button>
          ) : (
            mainImage
          )}
          {promotion ? (
            <span className={styles.discountBadge}>{promotion.badge}</span>
          ) : discount ? (
            <span className={styles.discountBadge}>{ru.product.discount(discount)}</span>
          ) : null}
        </div>
        {viewerOpen ? (
          <Suspense fallback={null}>
            <PhotoViewer
              images={gallery}
              start={Math.max(0, shownIndex)}
              name={name}
              onClose={() => setViewerOpen(false)}
            />
          </Suspense>
        ) : null}
        {gallery.length > 1 ? (
          <div role="radiogroup" aria-label={ru.product.photos} className={styles.thumbs}>
            {gallery.map((image, index) => (
              <button
                key={image.url}
                {...thumbGroup.radioProps(String(index))}
                className={styles.thumb}
                aria-label={ru.product.showPhoto(index + 1)}
              >
                <img
                  src={imageVariantUrl(image.url, 'card')}
                  alt=""
                  width={72}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <div className={styles.info}>
        <Link to={categoryHref(product.category.slug)} className={styles.category}>
          {product.category.displayName}
        </Link>
        <h1 className={styles.name}>{name}</h1>
        {product.retail.hidePrice ? null : (
          <div className={styles.prices}>
            <span className={discount ? styles.salePrice : styles.price}>{formatPrice(product.price)}</span>
            {discount && product.originalPrice ? (
              <s className={styles.oldPrice}>{formatPrice(product.originalPrice)}</s>
            ) : null}
            {isUrgentDiscount(discount) ? <span className={styles.urgency}>{URGENCY_LABEL}</span> : null}
            {promotion ? (
              <span className={styles.promotion}>{ru.product.promotion(promotion.name)}</span>
            ) : null}
          </div>
        )}
        {isWholesaleAvailable(product) && product.wholesale.wholesalePrice ? (
          <p className={styles.wholesale}>
            {ru.product.wholesale(
              product.wholesale.minQuantity,
              formatPrice(product.wholesale.wholesalePrice),
            )}
          </p>
        ) : null}

        {notice ? (
          <div
            className={styles.notice({ tone: notice.tone })}
            role={notice.tone === 'error' ? 'alert' : 'status'}
          >
            <p className={styles.noticeTitle}>{notice.title}</p>
            <p className={styles.noticeText}>{notice.text}</p>
          </div>
        ) : null}

        <VariantPicker
          product={product}
          color={selection.color}
          size={selection.size}
          mapping={mapping}
          labels={{ color: ru.product.color, size: ru.product.size }}
          onColor={(color) => choose({ color }, 'color')}
          onSize={(size) => choose({ size }, 'size')}
          soldOutSelectable
        />

        {chosenStock !== null ? (
          <p className={styles.stock({ level: stockLevel(chosenStock) })} data-testid="stock-label">
            {stockLabel(chosenStock)}
          </p>
        ) : null}
        {chosenStock === 0 && choice.color !== null && choice.size !== null ? (
          <Suspense fallback={null}>
            <BackInStock productId={productId} colorCode={choice.color} sizeCode={choice.size} />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <MySizePreselect product={product} selection={selection} onChoice={setSelection} />
        </Suspense>

        {canBuy && !soldOutChoice ? (
          <div className={styles.quantityRow}>
            <label htmlFor={quantityId} className={styles.quantityLabel}>
              {ru.product.quantity}
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                className={styles.stepperButton}
                aria-label={ru.product.decrease}
                disabled={value <= range.min}
                onClick={() => setQuantity(value - 1)}
              >
                −
              </button>
              <input
                id={quantityId}
                className={styles.stepperInput}
                type="number"
                inputMode="numeric"
                min={range.min}
                max={range.max}
                value={value}
                aria-describedby={hint ? hintId : undefined}
                step={1}
                // Whole items only: a typed 2.5 shows, and adds, as 2.
                onChange={(event) => setQuantity(Math.trunc(Number(event.target.value)) || range.min)}
              />
              <button
                type="button"
                className={styles.stepperButton}
                aria-label={ru.product.increase}
                disabled={value >= range.max}
                onClick={() => setQuantity(value + 1)}
              >
                +
              </button>
            </div>
            {hint ? (
              <span id={hintId} className={styles.hint}>
                {hint}
              </span>
            ) : null}
          </div>
        ) : null}
        {suggestWholesale ? <p className={styles.suggestion}>{ru.product.wholesaleSuggestion}</p> : null}

        {message ? (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        ) : null}

        <div className={styles.actions}>
          {wholesaleOnly ? (
            <WholesaleOffer
              product={product}
              label={purchaseButtonLabel(reason, product, settings)}
              primary
            />
          ) : (
            <button
              type="button"
              className={button({ tone: 'primary', block: true })}
              disabled={!canBuy || soldOutChoice}
              onClick={onAdd}
            >
              {purchaseButtonLabel(reason, product, settings)}
            </button>
          )}
          <button
            type="button"
            className={styles.roundButton}
            aria-pressed={inWishlist}
            aria-label={inWishlist ? ru.product.inWishlist : ru.product.addToWishlist}
            onClick={toggleWishlist}
          >
            <HeartIcon fill={inWishlist ? 'currentColor' : 'none'} />
          </button>
          <ShareProductButton product={{ id: product.id, name }} />
          {isMiniApp ? (
            <Suspense fallback={null}>
              <ProductTelegramButtons
                addText={canBuy && !soldOutChoice ? ru.telegram.addToCart : null}
                onAdd={onAdd}
                wishlistText={inWishlist ? ru.telegram.fromWishlist : ru.telegram.toWishlist}
                onWishlist={toggleWishlist}
              />
              <ShareStoryButton
                product={{ id: product.id, name, ...(photo ? { imageUrl: photo.url } : {}) }}
              />
            </Suspense>
          ) : null}
        </div>

        {canBuy ? (
          <WholesaleOffer
            product={product}
            label={settings?.displaySettings?.buttonText?.ru || retailTexts.wholesale}
          />
        ) : null}

        {product.description?.ru ? (
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{ru.product.description}</h2>
            <p className={styles.description}>{product.description.ru}</p>
          </section>
        ) : null}
        <dl className={styles.attributes}>
          {(
            [
              ['composition', ru.product.composition],
              ['fit', ru.product.fit],
              ['country', ru.product.country],
              ['care', ru.product.care],
            ] as const
          ).map(([key, label]) =>
            product.attributes?.[key] ? (
              <div key={key} className={styles.attribute}>
                <dt className={styles.attributeName}>{label}</dt>
                <dd className={styles.attributeValue}>{product.attributes[key]}</dd>
              </div>
            ) : null,
          )}
          <div className={styles.attribute}>
            <dt className={styles.attributeName}>{ru.product.sku}</dt>
            <dd className={styles.attributeValue}>{product.baseSKU}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
