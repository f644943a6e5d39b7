/** Product fixtures shaped like the API's answers. */
import type { Product } from '../features/catalog/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '1',
    id: 1,
    name: { ru: 'Платье-миди из льна' },
    displayName: 'Платье-миди из льна',
    baseSKU: 'DR-0001',
    price: 5490,
    originalPrice: null,
    discountPercentage: null,
    isSale: false,
    promotions: [],
    isNew: true,
    isActive: true,
    isFeatured: true,
    stockStatus: 'in_stock',
    totalStock: 15,
    category: { id: 2, slug: 'platya', displayName: 'Платья' },
    images: [
      {
        url: '/uploads/dress-main.jpg',
        isPrimary: true,
        type: 'main',
        colorCode: null,
        order: 0,
        width: 600,
        height: 800,
        alt: null,
      },
      {
        url: '/uploads/dress-red.jpg',
        isPrimary: false,
        type: 'gallery',
        colorCode: 'RED',
        order: 1,
        width: 600,
        height: 800,
        alt: null,
      },
    ],
    colors: ['RED', 'BLK'],
    sizes: ['S', 'M', 'L'],
    variants: [
      { colorCode: 'RED', sizeCode: 'S', quantity: 2, sku: 'DR-0001-RED-S' },
      { colorCode: 'RED', sizeCode: 'M', quantity: 0, sku: 'DR-0001-RED-M' },
      { colorCode: 'BLK', sizeCode: 'M', quantity: 4, sku: 'DR-0001-BLK-M' },
      { colorCode: 'BLK', sizeCode: 'L', quantity: 9, sku: 'DR-0001-BLK-L' },
    ],
    retail: {
      enabled: true,
      allowPurchase: true,
      hidePrice: false,
      showWholesalePrice: true,
      minQuantity: null,
      maxQuantity: null,
    },
    wholesale: {
      available: true,
      enabled: true,
      minQuantity: 10,
      wholesalePrice: 4490,
      discountPercentage: 18,
      savings: 1000,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    description: { ru: 'Свободное платье-миди из плотного льна.' },
    attributes: { composition: '100% лён', country: 'Россия' },
    ...overrides,
  };
}

export const retailSettings = {
  enabled: true,
  allowRetailPurchases: true,
  defaultMinQuantity: 1,
  defaultMaxQuantity: 100,
  displaySettings: { addToCartText: { ru: 'В корзину' }, buttonText: { ru: 'Купить оптом' } },
  businessRules: { autoSuggestWholesale: true, wholesaleSuggestionThreshold: 5 },
};
