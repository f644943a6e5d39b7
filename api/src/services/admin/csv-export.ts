/**
 * CSV exports of the catalogue's variants and of the orders, streamed: each pull of the response stream reads
 * one keyset batch and turns it into CSV text with csv-stringify, so memory stays flat whatever the size.
 * Money is written in roubles with a comma (as a Russian spreadsheet reads it); the file starts with a BOM so
 * Excel opens it as UTF-8. Every text cell passes through `cellOf`, so nothing a buyer or staff member typed can
 * run in a spreadsheet.
 */
import { orderStatusLabels, paymentStatusLabels, shopDateFormat } from '@shop/core';
import { type AdminOrderFilter, type Database, orderCsvBatch, variantCsvBatch } from '@shop/db';
import { stringify } from 'csv-stringify/sync';

const BATCH = 5000;

/** An amount the shop formatted itself: written as it is, so a negative sum stays a number in the spreadsheet. */
type Figure = { readonly figure: string };
type Cell = string | number | Figure;

const roubles = (kopecks: number | null): Figure => ({
  figure: kopecks === null ? '' : (kopecks / 100).toFixed(2).replace('.', ','),
});

/**
 * A spreadsheet runs a cell starting with `=`, `+`, `-` or `@` as a formula (tab and carriage return can hide
 * the sign), so such text gets a single quote in front, as OWASP advises: the value stays readable and inert.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
function cellOf(cell: Cell): string | number {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'object') return cell.figure;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
const shopTime = shopDateFormat({ dateStyle: 'short', timeStyle: 'short' });

/** A byte stream of CSV: the header, then each batch `next(after)` yields until one comes back empty. */
function csvStream<Row>(
  header: string[],
  next: (after: number) => Promise<Row[]>,
  keyOf: (row: Row) => number,
  line: (row: Row) => Cell[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const options = { delimiter: ';', record_delimiter: '\r\n' } as const;
  let after = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${stringify([header.map(cellOf)], options)}`));
    },
    async pull(controller) {
      const rows = await next(after);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = keyOf(rows[rows.length - 1]!);
      controller.enqueue(
        encoder.encode(
          stringify(
            rows.map((row) => line(row).map(cellOf)),
            options,
          ),
        ),
      );
    },
  });
}

export function csvExports(db: Database) {
  return {
    variants: () =>
      csvStream(
        [
          'SKU',
          'Артикул',
          'Товар',
          'Категория',
          'Цвет',
          'Размер',
          'Остаток',
          'Цена, ₽',
          'Цена до скидки, ₽',
          'В продаже',
        ],
        (after) => variantCsvBatch(db, after, BATCH),
        (row) => row.id,
        (row) => [
          row.sku,
          row.baseSku,
          row.name,
          row.category,
          row.colorName,
          row.sizeCode,
          row.quantity,
          roubles(row.priceKopecks),
          roubles(row.originalPriceKopecks),
          row.isActive ? 'да' : 'нет',
        ],
      ),
    /** The orders the list's filter picks, as the orders screen shows them. */
    orders: (filter: AdminOrderFilter = {}) =>
      csvStream(
        [
          'Номер',
          'Дата',
          'Статус',
          'Покупатель',
          'Телефон',
          'Email',
          'Город',
          'Доставка',
          'Оплата',
          'Товары, ₽',
          'Скидка, ₽',
          'Доставка, ₽',
          'Комиссия, ₽',
          'Итого, ₽',
          'Возвращено, ₽',
          'Промокод',
        ],
        (after) => orderCsvBatch(db, filter, after, BATCH),
        (row) => row.number,
        (row) => [
          row.number,
          shopTime.format(row.createdAt),
          orderStatusLabels[row.status],
          row.customer.name,
          row.customer.phone,
          row.customer.email ?? '',
          row.address?.city ?? '',
          row.shippingMethodName ?? '',
          paymentStatusLabels[row.paymentStatus],
          roubles(row.subtotalKopecks),
          roubles(row.discountKopecks),
          roubles(row.shippingFeeKopecks),
          roubles(row.paymentFeeKopecks),
          roubles(row.totalKopecks),
          roubles(row.refundedKopecks),
          row.promocodeCode ?? '',
        ],
      ),
  };
}
