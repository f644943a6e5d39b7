/** The Russian messages of placing and changing orders, in one place for the API and the storefront. */
import { pluralForm, pluralize } from '../catalog/plurals';
import { type OrderStatus, orderStatusLabels } from './order-status';

export const orderTexts = {
  outOfStock: (item: { name: string; colorName: string; sizeCode: string; available: number }) =>
    item.available > 0
      ? `Товара «${item.name}» (${item.colorName}, ${item.sizeCode}) осталось только ${item.available} шт.`
      : `Товар «${item.name}» (${item.colorName}, ${item.sizeCode}) закончился`,
  promocodeUsedUp: (code: string) => `Промокод ${code} больше недоступен: лимит использований исчерпан`,
  promocodeUserLimit: (code: string) => `Вы уже использовали промокод ${code} максимальное число раз`,
  idempotencyMismatch:
    'Этот ключ Idempotency-Key уже использован для другого заказа: создайте новый ключ для нового заказа',
  idempotencyKeyMissing:
    'Укажите заголовок Idempotency-Key: уникальный ключ заказа (от 8 до 128 символов: буквы, цифры, - и _)',
  notFound: 'Заказ не найден',
  emptyCart: 'Корзина пуста: добавьте товары, чтобы оформить заказ',
  linesFromServerCart:
    'Заказ оформляется из корзины вашего аккаунта: не передавайте товары в запросе (поле lines)',
  guestLinesRequired: 'Добавьте товары в заказ',
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    `Нельзя перевести заказ из статуса «${orderStatusLabels[from]}» в «${orderStatusLabels[to]}»`,
  buyerCannotCancel: (status: OrderStatus) =>
    `Заказ в статусе «${orderStatusLabels[status]}» уже нельзя отменить самостоятельно: свяжитесь с магазином`,
  placedEvent: 'Заказ оформлен',
  lookupNotFound:
    'Заказ с таким номером и телефоном не найден. Проверьте номер заказа и телефон, указанный при оформлении',
  tooManyLookups: (minutes: number) => `Слишком много попыток найти заказ. Попробуйте через ${minutes} мин.`,
  tooManyGuestOrders: (minutes: number) =>
    `Слишком много заказов подряд. Попробуйте через ${minutes} мин. или войдите в аккаунт и оформите заказ из него`,
  tooManyOpenOrders: (open: number) =>
    `На этот номер телефона уже ${pluralForm(open, ['оформлен', 'оформлено', 'оформлено'])} ${pluralize(open, 'openOrder')}. Дождитесь звонка менеджера или отмените ` +
    'ненужный заказ по ссылке на его страницу, а затем оформите новый',
} as const;

/** The row of an order's promocode discount, wherever its lines are listed. */
export const discountLabel = (code: string | null): string =>
  code ? `Скидка по промокоду ${code}` : 'Скидка';

/** An order line as the buyer chose it: the product, the color and the size. */
export interface OrderLineChoice {
  name: string;
  colorName: string;
  /** The size as the buyer read it; null on lines older than the column, which show the size's code. */
  sizeName: string | null;
  sizeCode: string;
  quantity: number;
}

/** How a payment or a receipt names an order line: «Платье, чёрный, M». */
export const orderLineLabel = (item: Omit<OrderLineChoice, 'quantity'>): string =>
  `${item.name}, ${item.colorName}, ${item.sizeName ?? item.sizeCode}`;
