/**
 * Bounds of the whole numbers a request carries. Ids and counts land in Postgres integer columns, so anything
 * past 32 bits is refused here (400 with a Russian message) instead of failing the statement (500).
 */
import { z } from 'zod';

/** The largest value of a Postgres integer column. */
export const MAX_DB_INTEGER = 2_147_483_647;
/** Items of one variant in one order line. */
export const MAX_LINE_QUANTITY = 1_000;
/** Lines in one order. */
export const MAX_ORDER_LINES = 200;

export const inputNumberTexts = {
  id: 'Неверный идентификатор: нужно целое число от 1 до 2 147 483 647',
  count: 'Неверное число: нужно целое число от 0 до 2 147 483 647',
  quantity: 'Неверное количество: нужно целое число от 1 до 1 000',
  newQuantity: 'Неверное количество: нужно целое число от 0 до 1 000',
};

/** The id of a row: a whole number from 1 to the largest integer column value. */
export const recordId = (message = inputNumberTexts.id) =>
  z.number(message).int(message).min(1, message).max(MAX_DB_INTEGER, message);

/** A record id as a path or query parameter carries it: digits only, then the same bounds. */
export const recordIdText = (message = inputNumberTexts.id) =>
  z
    .string(message)
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(recordId(message));

/** A count or position that may be zero, within an integer column. */
export const boundedCount = (message = inputNumberTexts.count, max = MAX_DB_INTEGER) =>
  z.number(message).int(message).min(0, message).max(max, message);

/** Items in one order line. */
export const lineQuantity = (message = inputNumberTexts.quantity) =>
  z.number(message).int(message).min(1, message).max(MAX_LINE_QUANTITY, message);

/** The new quantity of a cart line: 0 takes the line out. */
export const newLineQuantity = (message = inputNumberTexts.newQuantity) =>
  boundedCount(message, MAX_LINE_QUANTITY);
