/** Stock labels per color-size combination (SPEC 5) and the texts that go with them, in one place. */

export const stockTexts = {
  outOfStock: 'Нет в наличии',
  exact: (count: number) => `Осталось ${count} шт.`,
  few: 'Осталось мало',
  inStock: 'В наличии',
} as const;

export type StockLevel = 'out' | 'exact' | 'few' | 'in';

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  if (quantity <= 2) return 'exact';
  if (quantity <= 5) return 'few';
  return 'in';
}

/** 0 'Нет в наличии'; 1-2 'Осталось N шт.'; 3-5 'Осталось мало'; more 'В наличии'. */
export function stockLabel(quantity: number): string {
  switch (stockLevel(quantity)) {
    case 'out':
      return stockTexts.outOfStock;
    case 'exact':
      return stockTexts.exact(quantity);
    case 'few':
      return stockTexts.few;
    default:
      return stockTexts.inStock;
  }
}
