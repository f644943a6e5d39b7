import { describe, expect, it } from 'vitest';
import { orderTexts } from '../orders/order-texts';
import { wholesaleTexts } from '../wholesale/wholesale-texts';
import { colorHex, colorName, fallbackColors } from './colors';
import { discountPercentOf, isUrgentDiscount, saleDiscountPercent } from './discount';
import { pluralForm, pluralize, pluralWords } from './plurals';
import { colorImageUrl, imagesForColor, PRODUCT_PLACEHOLDER_IMAGE, primaryImageUrl } from './product-images';
import { expiryCountdown, promocodeScore, selectPromocodes } from './promocode-selection';
import { quantityHint, retailQuantityRange, shouldSuggestWholesale } from './quantity';
import {
  fallbackRetailSettings,
  isSoldWholesale,
  isWholesaleAvailable,
  isWholesaleOnly,
  purchaseButtonLabel,
  resolveRetailAvailability,
  retailNotice,
} from './retail-availability';
import { stockLabel } from './stock';
import { initialSelection, reconcileSelection, validateVariant } from './variants';

describe('pluralize', () => {
  it.each([
    [1, 'set', '1 набор'],
    [3, 'set', '3 набора'],
    [5, 'set', '5 наборов'],
    [11, 'piece', '11 штук'],
    [21, 'item', '21 товар'],
    [22, 'size', '22 размера'],
    [112, 'color', '112 цветов'],
    [0, 'item', '0 товаров'],
  ] as const)('%i %s gives "%s"', (count, word, expected) => {
    expect(pluralize(count, word)).toBe(expected);
  });

  it('follows the language rules for counts the digits alone do not decide', () => {
    expect(pluralize(64, 'time')).toBe('64 раза');
    expect(pluralize(111, 'time')).toBe('111 раз');
    expect(pluralForm(1.5, pluralWords.time)).toBe('раза');
  });

  it('is what the texts with a count before a noun say', () => {
    expect(wholesaleTexts.bundleDescriptions.full_set(21, 2)).toBe(
      'Все цвета и размеры в наличии (21 вариант) по 2 шт.',
    );
    expect(wholesaleTexts.bundleDescriptions.full_set(6, 2)).toContain('(6 вариантов)');
    expect(orderTexts.tooManyOpenOrders(1)).toMatch(
      /^На этот номер телефона уже оформлен 1 неподтверждённый заказ\./,
    );
    expect(orderTexts.tooManyOpenOrders(5)).toContain('уже оформлено 5 неподтверждённых заказов.');
  });
});

describe('primary image', () => {
  const img = (url: string, extra: object = {}) => ({ url, type: 'gallery', colorCode: null, ...extra });
  it('prefers primary without a color, then primary, then main without a color, then main, then the first', () => {
    expect(
      primaryImageUrl([img('a', { isPrimary: true, colorCode: 'RED' }), img('b', { isPrimary: true })]),
    ).toBe('b');
    expect(primaryImageUrl([img('a'), img('b', { isPrimary: true, colorCode: 'RED' })])).toBe('b');
    expect(primaryImageUrl([img('a', { type: 'main', colorCode: 'RED' }), img('b', { type: 'main' })])).toBe(
      'b',
    );
    expect(primaryImageUrl([img('a'), img('b', { type: 'main', colorCode: 'RED' })])).toBe('b');
    expect(primaryImageUrl([img('a'), img('b')])).toBe('a');
    expect(primaryImageUrl(['plain.jpg'])).toBe('plain.jpg');
  });
  it('falls back to the placeholder', () => {
    expect(primaryImageUrl([])).toBe(PRODUCT_PLACEHOLDER_IMAGE);
    expect(PRODUCT_PLACEHOLDER_IMAGE).toBe('/placeholder-product.jpg');
  });
  it('shows a color its own images before the shared ones', () => {
    const images = [img('shared'), img('red', { colorCode: 'RED' }), img('blue', { colorCode: 'BLU' })];
    expect(imagesForColor(images, 'RED').map((i) => i.url)).toEqual(['red', 'shared']);
    expect(imagesForColor(images, null).map((i) => i.url)).toEqual(['shared']);
  });
  it('opens on the primary picture, the one the card shows, before a color is chosen', () => {
    const images = [img('red', { colorCode: 'RED' }), img('blue', { colorCode: 'BLU', isPrimary: true })];
    expect(imagesForColor(images, null).map((i) => i.url)).toEqual(['blue', 'red']);
    const withShared = [img('shared'), ...images];
    expect(imagesForColor(withShared, null).map((i) => i.url)).toEqual(['blue', 'shared']);
    const twoRed = [img('red-1', { colorCode: 'RED' }), img('red-2', { colorCode: 'RED', isPrimary: true })];
    expect(imagesForColor(twoRed, 'RED').map((i) => i.url)).toEqual(['red-2', 'red-1']);
  });
  it("shows the chosen color's own picture, not the product's cover", () => {
    const images = [img('cover', { isPrimary: true, type: 'main' }), img('black', { colorCode: 'BLK' })];
    expect(colorImageUrl(images, 'BLK')).toBe('black');
    expect(colorImageUrl(images, 'RED')).toBe('cover');
    expect(colorImageUrl(images, null)).toBe('cover');
    expect(colorImageUrl([], 'BLK')).toBe(PRODUCT_PLACEHOLDER_IMAGE);
  });
});

describe('stock label', () => {
  it.each([
    [0, 'Нет в наличии'],
    [1, 'Осталось 1 шт.'],
    [2, 'Осталось 2 шт.'],
    [3, 'Осталось мало'],
    [5, 'Осталось мало'],
    [6, 'В наличии'],
  ])('%i gives "%s"', (quantity, label) => expect(stockLabel(quantity)).toBe(label));
});

describe('colors', () => {
  it('has the 14 fallback codes and #CCCCCC for an unknown one', () => {
    expect(Object.keys(fallbackColors)).toHaveLength(14);
    expect(colorHex('XXX')).toBe('#CCCCCC');
    expect(colorName('RED')).toBe('Красный');
    expect(colorHex('RED', { codeToHex: { RED: '#F00' } })).toBe('#F00');
  });
});

describe('discount', () => {
  it('defaults to rounded (1 - price / originalPrice) x 100', () => {
    expect(discountPercentOf(700, 1000)).toBe(30);
    expect(discountPercentOf(1000, 1000)).toBeNull();
    expect(discountPercentOf(700, 1000, 25)).toBe(25);
    expect(isUrgentDiscount(30)).toBe(true);
    expect(isUrgentDiscount(29)).toBe(false);
  });

  it('shows a sale discount only for a product marked on sale', () => {
    expect(saleDiscountPercent({ isSale: true, price: 2990, originalPrice: 3990 })).toBe(25);
    expect(saleDiscountPercent({ isSale: false, price: 2990, originalPrice: 3990 })).toBeNull();
    expect(saleDiscountPercent({ isSale: true, price: 2990, originalPrice: null })).toBeNull();
    expect(
      saleDiscountPercent({ isSale: true, price: 2990, originalPrice: 3990, discountPercentage: 26 }),
    ).toBe(26);
    expect(
      saleDiscountPercent({ isSale: false, price: 2990, originalPrice: 3990, discountPercentage: 26 }),
    ).toBeNull();
  });

  it('gives the same percentage from kopecks as from roubles', () => {
    for (const [price, original] of [
      [299_000, 399_000],
      [125, 1000],
      [4_999_999, 9_999_999],
    ] as const) {
      expect(saleDiscountPercent({ isSale: true, price: price / 100, originalPrice: original / 100 })).toBe(
        saleDiscountPercent({ isSale: true, price, originalPrice: original }),
      );
    }
  });
});

const product = {
  isActive: true,
  totalStock: 10,
  retail: { enabled: true, allowPurchase: true, minQuantity: null, maxQuantity: null },
  wholesale: { available: true, enabled: true, minQuantity: 10, discountPercentage: null },
};
const settings = {
  enabled: true,
  allowRetailPurchases: true,
  defaultMinQuantity: 1,
  defaultMaxQuantity: 100,
  businessRules: { autoSuggestWholesale: true, wholesaleSuggestionThreshold: 5 },
};

describe('retail availability', () => {
  it('resolves global, product, inactive, out of stock, available in that order', () => {
    expect(resolveRetailAvailability(product, { ...settings, enabled: false })).toBe('global_disabled');
    expect(resolveRetailAvailability(product, fallbackRetailSettings)).toBe('global_disabled');
    expect(
      resolveRetailAvailability(
        { ...product, retail: { ...product.retail, allowPurchase: false } },
        settings,
      ),
    ).toBe('product_disabled');
    expect(resolveRetailAvailability({ ...product, isActive: false, totalStock: 0 }, settings)).toBe(
      'product_inactive',
    );
    expect(resolveRetailAvailability({ ...product, totalStock: 0 }, settings)).toBe('out_of_stock');
    expect(resolveRetailAvailability(product, settings)).toBe('available');
  });
  it('gives the notices their tones and the wholesale-only label', () => {
    expect(retailNotice('global_disabled', product)?.tone).toBe('warning');
    const info = retailNotice('product_disabled', product);
    expect(info?.tone).toBe('info');
    expect(info?.text).toContain('15%');
    expect(retailNotice('out_of_stock', product)).toMatchObject({ tone: 'error', wholesaleButton: false });
    expect(retailNotice('product_inactive', product)).toMatchObject({
      tone: 'error',
      wholesaleButton: false,
    });
    expect(purchaseButtonLabel('available', product, settings)).toBe('В корзину');
    expect(purchaseButtonLabel('product_disabled', product, settings)).toBe('Только оптом от 10 шт.');
    expect(purchaseButtonLabel('out_of_stock', { ...product, wholesale: null }, settings)).toBe('Недоступно');
  });
  it('offers no wholesale on a sold-out or inactive product, even one with wholesale terms', () => {
    expect(product.wholesale).toMatchObject({ available: true, enabled: true });
    expect(purchaseButtonLabel('out_of_stock', product, settings)).toBe('Недоступно');
    expect(purchaseButtonLabel('product_inactive', product, settings)).toBe('Недоступно');
    expect(purchaseButtonLabel('global_disabled', product, settings)).toBe('Только оптом от 10 шт.');
  });
  it('takes the retail terms the shop leaves unset from its settings, and judges no stock when told to ignore it', () => {
    const unset = { ...product, retail: { enabled: true, allowPurchase: true } };
    expect(resolveRetailAvailability({ ...unset, totalStock: Number.POSITIVE_INFINITY }, settings)).toBe(
      'available',
    );
    expect(retailQuantityRange(unset, settings)).toEqual({ min: 1, max: 10 });
  });
});

describe('wholesale availability', () => {
  it('offers wholesale only when the terms are both available and enabled', () => {
    expect(isWholesaleAvailable(product)).toBe(true);
    expect(isWholesaleAvailable({ wholesale: { ...product.wholesale, enabled: false } })).toBe(false);
    expect(isWholesaleAvailable({ wholesale: { ...product.wholesale, available: false } })).toBe(false);
    expect(isWholesaleAvailable({ wholesale: null })).toBe(false);
    expect(isWholesaleAvailable({})).toBe(false);
  });
  it('sells wholesale only with the shop switch on, an active offered product and a wholesale price', () => {
    const active = { ...product, isActive: true };
    const terms = { shopWholesaleEnabled: true, hasWholesalePrice: true };
    expect(isSoldWholesale(active, terms)).toBe(true);
    expect(isSoldWholesale(active, { ...terms, shopWholesaleEnabled: false })).toBe(false);
    expect(isSoldWholesale(active, { ...terms, hasWholesalePrice: false })).toBe(false);
    expect(isSoldWholesale({ ...active, isActive: false }, terms)).toBe(false);
    expect(isSoldWholesale({ ...active, wholesale: { ...product.wholesale, enabled: false } }, terms)).toBe(
      false,
    );
  });
  it('calls a product wholesale-only when retail is off and wholesale is offered', () => {
    expect(isWholesaleOnly('global_disabled', product)).toBe(true);
    expect(isWholesaleOnly('product_disabled', product)).toBe(true);
    expect(
      isWholesaleOnly('product_disabled', {
        ...product,
        wholesale: { ...product.wholesale, enabled: false },
      }),
    ).toBe(false);
    expect(isWholesaleOnly('out_of_stock', product)).toBe(false);
    expect(
      retailNotice('product_disabled', { ...product, wholesale: { ...product.wholesale, available: false } }),
    ).toMatchObject({ wholesaleButton: false });
  });
});

describe('quantity', () => {
  it('takes the product, then the settings, then 1..100, capped by the stock', () => {
    expect(retailQuantityRange(product, settings)).toEqual({ min: 1, max: 10 });
    expect(retailQuantityRange({ ...product, totalStock: 500 }, null)).toEqual({ min: 1, max: 100 });
    expect(
      retailQuantityRange(
        { retail: { ...product.retail, minQuantity: 2, maxQuantity: 6 }, totalStock: 50 },
        settings,
      ),
    ).toEqual({ min: 2, max: 6 });
  });
  it('hints the wholesale minimum, nothing, an exact count, a maximum or a range', () => {
    expect(quantityHint({ min: 1, max: 100 }, 5)).toBe('Оптом от 5 шт.');
    expect(quantityHint({ min: 1, max: 100 })).toBeNull();
    expect(quantityHint({ min: 3, max: 3 })).toBe('Только 3 шт.');
    expect(quantityHint({ min: 1, max: 10 })).toBe('Не более 10 шт.');
    expect(quantityHint({ min: 2, max: 10 })).toBe('От 2 до 10 шт.');
  });
  it('suggests wholesale from the larger of the threshold and 80% of the minimum', () => {
    expect(shouldSuggestWholesale(7, product, settings)).toBe(false);
    expect(shouldSuggestWholesale(8, product, settings)).toBe(true);
    expect(shouldSuggestWholesale(4, { wholesale: { ...product.wholesale, minQuantity: 5 } }, settings)).toBe(
      false,
    );
    expect(shouldSuggestWholesale(5, { wholesale: { ...product.wholesale, minQuantity: 5 } }, settings)).toBe(
      true,
    );
    expect(
      shouldSuggestWholesale(50, { wholesale: { ...product.wholesale, enabled: false } }, settings),
    ).toBe(false);
  });
});

describe('variants', () => {
  const shape = {
    colors: ['RED', 'BLK'],
    sizes: ['S', 'M', 'L'],
    variants: [
      { colorCode: 'RED', sizeCode: 'S', quantity: 2 },
      { colorCode: 'RED', sizeCode: 'M', quantity: 0 },
      { colorCode: 'BLK', sizeCode: 'M', quantity: 4 },
      { colorCode: 'BLK', sizeCode: 'L', quantity: 9 },
    ],
  };
  it('asks for both choices and suggests what is in stock', () => {
    expect(validateVariant(shape.variants, 'RED', null)).toEqual({
      ok: false,
      message: 'Пожалуйста, выберите цвет и размер',
    });
    expect(validateVariant(shape.variants, 'RED', 'S')).toEqual({ ok: true, quantity: 2 });
    const redM = validateVariant(shape.variants, 'RED', 'M');
    expect(redM.ok).toBe(false);
    if (!redM.ok) expect(redM.message).toContain('есть размеры: S');
    const sold = validateVariant(
      shape.variants.map((v) => ({ ...v, quantity: 0 })),
      'RED',
      'M',
    );
    if (!sold.ok) expect(sold.message).toContain('распродан');
  });
  it('restricts the other option, clears a misfit and picks a lone remaining option', () => {
    expect(initialSelection(shape)).toEqual({ color: null, size: null });
    expect(reconcileSelection(shape, { color: 'RED', size: null }, 'color')).toEqual({
      color: 'RED',
      size: 'S',
    });
    expect(reconcileSelection(shape, { color: 'RED', size: 'S' }, 'size')).toEqual({
      color: 'RED',
      size: 'S',
    });
    expect(reconcileSelection(shape, { color: 'RED', size: 'L' }, 'size')).toEqual({
      color: 'BLK',
      size: 'L',
    });
    expect(reconcileSelection(shape, { color: 'BLK', size: 'S' }, 'color')).toEqual({
      color: 'BLK',
      size: null,
    });
    const single = { colors: ['RED'], sizes: ['S', 'M'], variants: shape.variants };
    expect(initialSelection(single)).toEqual({ color: 'RED', size: 'S' });
  });
});

describe('promocode selection', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  const code = (id: string, extra: object = {}) => ({
    _id: id,
    code: id,
    discountType: 'percentage',
    discountValue: 10,
    validUntil: null,
    maxUsage: null,
    usageCount: 0,
    tier: 'standard',
    ...extra,
  });
  it('scores expiring, high value, limited and tier', () => {
    expect(promocodeScore(code('a', { validUntil: '2026-01-15T00:00:00Z' }), now)).toBe(50);
    expect(promocodeScore(code('b', { discountValue: 30 }), now)).toBe(40);
    expect(promocodeScore(code('c', { maxUsage: 100, usageCount: 90 }), now)).toBe(30);
    expect(promocodeScore(code('d', { tier: 'vip' }), now)).toBe(25);
    expect(promocodeScore(code('e', { tier: 'premium' }), now)).toBe(15);
  });
  it('takes the top scores in auto mode and the first ones in manual mode', () => {
    const list = [code('a'), code('b', { tier: 'vip' }), code('c', { discountValue: 50 })];
    expect(
      selectPromocodes(list, { selectionMode: 'auto', maxPromocodes: 2 }, now).map((p) => p._id),
    ).toEqual(['c', 'b']);
    expect(
      selectPromocodes(list, { selectionMode: 'manual', maxPromocodes: 2 }, now).map((p) => p._id),
    ).toEqual(['a', 'b']);
  });
  it('counts down and says Истёк when past', () => {
    expect(expiryCountdown('2026-01-09T00:00:00Z', now)).toBe('Истёк');
    expect(expiryCountdown('2026-01-12T05:00:00Z', now)).toBe('2 д 5 ч');
  });
});
