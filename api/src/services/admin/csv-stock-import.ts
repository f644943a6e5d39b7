/**
 * Stock import by SKU from CSV (`SKU;Остаток`, the export's columns are accepted too): a preview of what would
 * change, then the same file applied in one transaction with an audit row. Nothing is written on any error.
 */
import {
  type Database,
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
    const quantity = Number(record[QUANTITY]);
    if (!/^\d{1,7}$/.test(record[QUANTITY] ?? '') || quantity > 1_000_000)
      fields[`csv.${line}`] = stockImportTexts.quantity(line);
    if (seen.has(sku)) fields[`csv.${line}`] = stockImportTexts.repeated(line, sku);
    seen.add(sku);
    return { line, sku, quantity };
  });
  const problems = Object.values(fields);
  if (problems.length) throw new ApiError('BAD_REQUEST', problems[0]!, fields);
  return lines;
}

export function csvStockImport(db: Database) {
  /** Each line against the catalogue; unknown SKUs refuse the whole file, each named on its line. */
  async function compare(tx: Parameters<typeof variantStockBySku>[0], csv: string, lock: boolean) {
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
        for (const change of result.changes) await setVariantStock(tx, change.sku, change.after);
        if (result.changes.length) {
          await recordStaffChange(tx, actor, {
            entity: 'stock',
            entityId: 'csv',
            action: 'stock-import',
            before: Object.fromEntries(result.changes.map((change) => [change.sku, change.before])),
            after: Object.fromEntries(result.changes.map((change) => [change.sku, change.after])),
          });
        }
        return result;
      }),
  };
}
