/** Day filters of the back-office lists: `YYYY-MM-DD` days of the shop's time zone (Moscow, UTC+3 all year). */
import { z } from '@hono/zod-openapi';

const SHOP_UTC_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

export const dayQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00${SHOP_UTC_OFFSET}`)), 'Такой даты нет')
  .optional()
  .openapi({ example: '2026-11-23' });

/** The start of `from` and the end of `to` (both days included) as instants; `to` before `from` is refused. */
export function dayRange(from: string | undefined, to: string | undefined) {
  const start = from ? new Date(`${from}T00:00:00${SHOP_UTC_OFFSET}`) : undefined;
  const end = to ? new Date(Date.parse(`${to}T00:00:00${SHOP_UTC_OFFSET}`) + DAY_MS) : undefined;
  return { start, end, valid: !start || !end || start < end };
}
