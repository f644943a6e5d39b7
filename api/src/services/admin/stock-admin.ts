/**
 * Staff set stock by SKU: from CSV (`SKU;Остаток`, the export's columns are accepted too: a preview of what would
 * change, then the same file applied in one transaction with an audit row, nothing written on any error), or one
 * variant at a time (the staff mode in Telegram). Both write through `writeStock`.
 */

import { stockQuantityOf } from '@shop/core';
import {
  type Database,
  type DbOrTx,
  recordStaffChange,
  type StaffActor,
  setVariantStock,
  variantStockBySku,
  withTransaction,
} from '@shop/db';
import { parse } from 'csv-parse/sync';
import { ApiError, type FieldErrors } from '../../lib/errors';

const stockImportTexts = {
  unreadable: 'Не удалось прочитать CSV: нужны столбцы «SKU» и «Остаток», разделитель «;» или «,»',
  quantity: (line: number) => `Строка ${line}: остаток должен быть целым числом от 0 до 1 000 000`,
  repeated: (line: number, sku: string) => `Строка ${line}: SKU ${sku} уже встречался выше`,
  unknown: (skus: string[]) =>
    `Таких SKU нет в каталоге: ${skus.slice(0, 10).join(', ')}${skus.length > 10 ? '…' : ''}`,
  unknownLine: (line: number, sku: string) => `Строка ${line}: SKU ${sku} нет в каталоге`,
  empty: 'В файле нет строк с остатками',
  notFound: 'Товара с таким SKU нет в каталоге',
} as const;

/** The columns, lower-cased as the parser gives them. */
const QUANTITY = 'остаток';

interface StockLine {
  /** The file's line number (the header is line 1), for the messages. */
  line: number;
  sku: string;
  quantity: number;
}

function parseStock(csv: string): StockLine[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      delimiter: csv.split('\n', 1)[0]?.includes(';') ? ';' : ',',
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch {
    throw new ApiError('BAD_REQUEST', stockImportTexts.unreadable, { csv: stockImportTexts.unreadable });
  }
  const first = records[0];
  if (!first || !('sku' in first) || !(QUANTITY in first)) {
    throw new ApiError('BAD_REQUEST', records.length ? stockImportTexts.unreadable : stockImportTexts.empty, {
      csv: stockImportTexts.unreadable,
    });
  }
  const seen = new Set<string>();
  const fields: FieldErrors = {};
  const lines = records.map((record, index) => {
    const line = index + 2;
    const sku = (record.sku ?? '').toUpperCase();
    const quantity = stockQuantityOf(record[QUANTITY] ?? '');
    if (quantity === null) fields[`csv.${line}`] = stockImportTexts.quantity(line);
    if (seen.has(sku)) fields[`csv.${line}`] = stockImportTexts.repeated(line, sku);
    seen.add(sku);
    return { line, sku, quantity: quantity ?? 0 };
  });
  const problems = Object.values(fields);
  if (problems.length) throw new ApiError('BAD_REQUEST', problems[0]!, fields);
  return lines;
}

interface StockChange {
  sku: string;
  before: number;
  after: number;
}

/** Sets each variant's stock and records the changes in the audit log, in the caller's transaction. */
async function writeStock(
  tx: DbOrTx,
  actor: StaffActor,
  changes: StockChange[],
  entry: { entityId: string; action: string },
) {
  if (!changes.length) return;
  for (const change of changes) await setVariantStock(tx, change.sku, change.after);
  await recordStaffChange(tx, actor, {
    entity: 'stock',
    ...entry,
    before: Object.fromEntries(changes.map((change) => [change.sku, change.before])),
    after: Object.fromEntries(changes.map((change) => [change.sku, change.after])),
  });
}

export function stockAdmin(db: Database) {
  async function variant(tx: DbOrTx, sku: string, lock: boolean) {
    const [row] = await variantStockBySku(tx, [sku.toUpperCase()], lock);
    if (!row) throw new ApiError('NOT_FOUND', stockImportTexts.notFound);
    return row;
  }

  /** Each line against the catalogue; unknown SKUs refuse the whole file, each named on its line. */
  async function compare(tx: DbOrTx, csv: string, lock: boolean) {
    const lines = parseStock(csv);
    const current = new Map(
      (
        await variantStockBySku(
          tx,
          lines.map((line) => line.sku),
          lock,
        )
      ).map((row) => [row.sku, row]),
    );
    const unknown = lines.filter((line) => !current.has(line.sku));
    if (unknown.length) {
      const skus = unknown.map((line) => line.sku);
      throw new ApiError('BAD_REQUEST', stockImportTexts.unknown(skus), {
        csv: stockImportTexts.unknown(skus),
        ...Object.fromEntries(
          unknown.map((line) => [`csv.${line.line}`, stockImportTexts.unknownLine(line.line, line.sku)]),
        ),
      });
    }
    const changes = lines
      .map((line) => ({
        sku: line.sku,
        name: current.get(line.sku)!.name,
        before: current.get(line.sku)!.quantity,
        after: line.quantity,
      }))
      .filter((change) => change.before !== change.after);
    return { lines: lines.length, unchanged: lines.length - changes.length, changes };
  }

  return {
    preview: (csv: string) => compare(db, csv, false),
    apply: (csv: string, actor: StaffActor) =>
      withTransaction(db, async (tx) => {
        const result = await compare(tx, csv, true);
        await writeStock(tx, actor, result.changes, { entityId: 'csv', action: 'stock-import' });
        return result;
      }),
    /** One variant's stock with its product's name; 404 for an unknown SKU. */
    read: (sku: string) => variant(db, sku, false),
    /** Sets one variant's stock, audit-logged when it changes; answers the variant as it now is. */
    set: (sku: string, quantity: number, actor: StaffActor) =>
      withTransaction(db, async (tx) => {
        const row = await variant(tx, sku, true);
        const change = { sku: row.sku, before: row.quantity, after: quantity };
        await writeStock(tx, actor, row.quantity === quantity ? [] : [change], {
          entityId: row.sku,
          action: 'stock-set',
        });
        return { ...row, quantity };
      }),
  };
}
