/**
 * Russian plural forms: one (1, 21), few (2-4, 22-24), many (0, 5-20, 25...); the one place every text that puts
 * a count before a noun takes its word from, in the storefront, the admin app, the bot and the API.
 */

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
  variant: ['вариант', 'варианта', 'вариантов'],
  message: ['сообщение', 'сообщения', 'сообщений'],
  banner: ['баннер', 'баннера', 'баннеров'],
  openOrder: ['неподтверждённый заказ', 'неподтверждённых заказа', 'неподтверждённых заказов'],
} as const satisfies Record<string, PluralForms>;

export type PluralWord = keyof typeof pluralWords;

const russianPlurals = new Intl.PluralRules('ru');

/** The form for a count by the language's own rules; a fraction («1,5 раза») takes the «few» form. */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = russianPlurals.select(count);
  if (category === 'one') return forms[0];
  if (category === 'many') return forms[2];
  return forms[1];
}

/** "3 товара", "21 размер", "5 наборов". */
export const pluralize = (count: number, word: PluralWord): string =>
  `${count} ${pluralForm(count, pluralWords[word])}`;
