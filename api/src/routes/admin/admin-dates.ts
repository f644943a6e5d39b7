/** Day filters of the back-office lists: `YYYY-MM-DD` days of the shop's time zone (core's shop clock). */
import { z } from '@hono/zod-openapi';
import { shopDayStart } from '@shop/core';

const DAY_MS = 86_400_000;

export const dayQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
  .refine((value) => !Number.isNaN(shopDayStart(value).getTime()), 'Такой даты нет')
  .optional()
  .openapi({ example: '2026-11-23' });

/** The start of `from` and the end of `to` (both days included) as instants; `to` before `from` is refused. */
export function dayRange(from: string | undefined, to: string | undefined) {
  const start = from ? shopDayStart(from) : undefined;
  const end = to ? new Date(shopDayStart(to).getTime() + DAY_MS) : undefined;
  return { start, end, valid: !start || !end || start < end };
}
