/** Money is an integer number of kopecks everywhere but at the edges that speak roubles. */

const NO_BREAK_SPACE = '\u00a0';

/**
 * Kopecks as ru-RU writes roubles: "12 990 ₽" for whole roubles and "3 595,73 ₽" when there are kopecks, with
 * no-break spaces, so every screen, message and file shows the same sum to the kopeck. Exactly what
 * `Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' })` prints with 0 or 2 fraction digits (a test
 * holds them equal), written out because building that formatter costs a phone 20-40 ms of its first screen.
 */
function formatWholeKopecks(kopecks: number): string {
  const negative = kopecks < 0 || Object.is(kopecks, -0);
  const absolute = Math.abs(kopecks);
  const roubles = Math.floor(absolute / 100);
  const rest = absolute - roubles * 100;
  const digits = String(roubles).replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  const fraction = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${digits}${fraction}${NO_BREAK_SPACE}₽`;
}

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

/** Formats roubles the ru-RU way, rounded to a kopeck: "12 990 ₽", "4 590,50 ₽". */
export function formatPrice(price: PriceInput): string {
  const value = priceToNumber(price);
  return value === null ? PRICE_NOT_SPECIFIED : formatKopecks(roublesToKopecks(value));
}

/** Formats kopecks the same way as formatPrice: 1299000 gives "12 990 ₽", 359573 gives "3 595,73 ₽". */
export function formatKopecks(kopecks: number | null | undefined): string {
  return kopecks === null || kopecks === undefined || !Number.isFinite(kopecks)
    ? PRICE_NOT_SPECIFIED
    : formatWholeKopecks(Math.round(kopecks));
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
