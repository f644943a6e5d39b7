/** The wholesale flow's texts, Russian first; the English ones are the spec's exact developer messages. */
import { pluralize } from '../catalog/plurals';
import { setBelowMinimum } from './set-steps';

export const wholesaleTexts = {
  validationTitle: 'Ошибка валидации',
  validation: 'Некорректные данные оптового заказа',
  unavailableTitle: 'Недоступно',
  unavailable: 'Оптовая продажа недоступна для этого товара',
  noProductId: 'Не удалось определить ID товара',
  noProductIdHint: 'Не удалось определить ID товара. Обновите страницу и попробуйте снова.',
  individualNeedsVariants: 'Individual bundle requires variant selection',
  colorSetNeedsColor: 'Color set bundle requires color selection',
  sizeSetNeedsSize: 'Size set bundle requires size selection',
  unsupportedType: (type: string) => `Unsupported bundle type: ${type}`,
  belowMinimum: setBelowMinimum,
  wrongGroup: 'Идентификатор оптового набора не подходит к этому товару',
  typeNotOffered: 'Такой оптовый набор сейчас не предлагается',
  bundleNames: {
    individual: 'Свой набор',
    color_set: (color: string) => `Набор цвета «${color}»`,
    size_set: (size: string) => `Набор размера ${size}`,
    full_set: 'Полный набор',
  },
  bundleDescriptions: {
    individual: 'Выберите цвета, размеры и количество сами',
    color_set: (sizes: number, quantity: number) =>
      `Все размеры этого цвета (${pluralize(sizes, 'size')}) по ${quantity} шт.`,
    size_set: (colors: number, quantity: number) =>
      `Все цвета этого размера (${pluralize(colors, 'color')}) по ${quantity} шт.`,
    full_set: (variants: number, quantity: number) =>
      `Все цвета и размеры в наличии (${pluralize(variants, 'variant')}) по ${quantity} шт.`,
  },
  recommendations: {
    success: 'Всё в наличии: набор соберётся целиком.',
    adjustment: (perVariantNote: string, items: number, requested: number) =>
      `Можно взять уменьшенный набор${perVariantNote}: ${items} шт. вместо ${requested}.`,
    partial: (items: number) => `Сейчас в наличии ${items} шт. из этого набора.`,
    belowMinimum: (minimum: number) => `В наличии меньше оптового минимума (${minimum} шт.).`,
    alternative: 'Посмотрите другие наборы этого товара.',
  },
  alternatives: {
    smaller: (quantity: number, items: number) =>
      `Тот же набор по ${quantity} шт. каждого варианта: ${items} шт.`,
    offer: (name: string, items: number) => `${name}: ${items} шт.`,
  },
  toasts: {
    addedTitle: '🚀 Оптовый заказ добавлен',
    added: (name: string, items: number) => `${name}: ${pluralize(items, 'item')}`,
    partialTitle: '⚠️ Частично добавлено',
    partial: (added: number, failed: number) => `Добавлено ${added} шт., не добавлено позиций: ${failed}`,
    failedTitle: '❌ Ошибка добавления',
    failed: 'Не удалось добавить ни одного товара в оптовую корзину',
    analysisTitle: 'Ошибка анализа',
    analysis: 'Не удалось проверить наличие товара',
    errorTitle: 'Ошибка',
    processing: 'Не удалось обработать заказ',
    adjustedFailed: 'Не удалось добавить скорректированный заказ',
    partialFailed: 'Не удалось добавить доступные товары',
  },
} as const;

/** SPEC 9: 6 s for a bundle added whole, 8 s for a partial one. */
export const BUNDLE_TOAST_MS = { success: 6_000, partial: 8_000 } as const;
