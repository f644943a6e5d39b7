/** The stock figure staff set by hand or by file: one rule for the API, the CSV import and the staff mode. */

/** The most a variant's stock may be set to by staff, by file or by hand. */
export const MAX_STOCK = 1_000_000;

export const stockQuantityText = 'Остаток — целое число от 0 до 1 000 000';

/** Stock staff type in: whole pieces from 0 to MAX_STOCK, digits only; null for anything else. */
export function stockQuantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity <= MAX_STOCK ? quantity : null;
}
