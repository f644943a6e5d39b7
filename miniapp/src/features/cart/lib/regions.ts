/** The delivery regions the shop's shipping methods are set up for (codes as the API names them). */
export const DELIVERY_REGIONS = [
  { code: 'moscow', name: 'Москва' },
  { code: 'moscow_region', name: 'Московская область' },
  { code: 'spb', name: 'Санкт-Петербург' },
  { code: 'russia', name: 'Другой регион России' },
] as const;
