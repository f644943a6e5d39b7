/** Money is an integer number of kopecks everywhere but at the edges that speak roubles. */

const rubFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export const PRICE_NOT_SPECIFIED = 'Цена не указана';

export const kopecksToRoubles = (kopecks: number): number => kopecks / 100;
export const roublesToKopecks = (roubles: number): number => Math.round(roubles * 100);

/** A price as the API or an older client may send it: roubles as a number, a string or a decimal object. */
export type PriceInput = number | string | { $numberDecimal: string } | null | undefined;

export function priceToNumber(price: PriceInput): number | null {
  if (price === null || price === undefined) return null;
  const value =
    typeof price === 'number' ? price : Number(typeof price === 'string' ? price : price.$numberDecimal);
  return Number.isFinite(value) ? value : null;
}

/** Formats roubles the ru-RU way without kopecks: "12 990 ₽". */
export function formatPrice(price: PriceInput): string {
  const value = priceToNumber(price);
  return value === null ? PRICE_NOT_SPECIFIED : rubFormat.format(value);
}

/** Formats kopecks through the same formatter as formatPrice: 1299000 gives "12 990 ₽". */
export function formatKopecks(kopecks: number | null | undefined): string {
  return kopecks === null || kopecks === undefined || !Number.isFinite(kopecks)
    ? PRICE_NOT_SPECIFIED
    : rubFormat.format(kopecksToRoubles(kopecks));
}

/** One line of a cart or an order: an integer price in kopecks and a whole quantity. */
export interface PricedLine {
  priceKopecks: number;
  quantity: number;
}

/** What a line costs: price times quantity, in kopecks; the one rule the client and the server share. */
export const lineTotalKopecks = (line: PricedLine): number => line.priceKopecks * line.quantity;

/** Adds kopeck amounts (integers, so no float rounding creeps in). */
export const sumKopecks = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + amount, 0);

/** The subtotal of lines: the sum of their totals. */
export const subtotalKopecks = (lines: readonly PricedLine[]): number =>
  sumKopecks(lines.map(lineTotalKopecks));
