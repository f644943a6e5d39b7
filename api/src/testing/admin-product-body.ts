/**
 * A product as the back office sends it to `POST`/`PUT /api/admin/products`: on sale at retail, no wholesale, one
 * variant per given line. Tests give what matters to them and take the rest.
 */
export function adminProductBody<
  Fields extends { categoryId: number; baseSku: string; variants?: Array<Record<string, unknown>> },
>(fields: Fields) {
  const { baseSku, variants = [{ colorCode: 'RED', sizeCode: 'M', quantity: 3 }] } = fields;
  return {
    name: { ru: 'Платье из льна' },
    description: { ru: '' },
    priceKopecks: 459_000,
    originalPriceKopecks: null,
    isActive: true,
    isNew: false,
    isSale: false,
    isFeatured: false,
    retail: {
      enabled: true,
      allowPurchase: true,
      hidePrice: false,
      showWholesalePrice: false,
      minQuantity: null,
      maxQuantity: null,
    },
    wholesale: {
      available: false,
      enabled: false,
      minQuantity: 5,
      wholesalePriceKopecks: null,
      discountPercentage: null,
    },
    ...fields,
    variants: variants.map((line) => ({ sku: `${baseSku}-${line.colorCode}-${line.sizeCode}`, ...line })),
  };
}
