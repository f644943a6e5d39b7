/** Russian plural forms: one (1, 21), few (2-4, 22-24), many (0, 5-20, 25...). */

export type PluralForms = readonly [one: string, few: string, many: string];

export const pluralWords = {
  set: ['набор', 'набора', 'наборов'],
  piece: ['штука', 'штуки', 'штук'],
  item: ['товар', 'товара', 'товаров'],
  size: ['размер', 'размера', 'размеров'],
  color: ['цвет', 'цвета', 'цветов'],
  position: ['позиция', 'позиции', 'позиций'],
  day: ['день', 'дня', 'дней'],
  time: ['раз', 'раза', 'раз'],
  order: ['заказ', 'заказа', 'заказов'],
} as const satisfies Record<string, PluralForms>;

export type PluralWord = keyof typeof pluralWords;

export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** "3 товара", "21 размер", "5 наборов". */
export const pluralize = (count: number, word: PluralWord): string =>
  `${count} ${pluralForm(count, pluralWords[word])}`;
